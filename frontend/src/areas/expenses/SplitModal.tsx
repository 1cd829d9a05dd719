import { useEffect, useState } from 'react'
import { Alert, Button, Col, DatePicker, Form, Input, Modal, Row, Select, Space, Switch, Table, Typography } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Controller, useFieldArray, useWatch, type FieldPath } from 'react-hook-form'
import { useForm } from '@refinedev/react-hook-form'
import type { HttpError } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import dayjs from 'dayjs'
import { API_DATE_FORMAT, dateFormat, EXPENSE_PAYMENT_TYPES, getResource, type FieldDef } from '@hr/shared'
import { FilesInput } from '../../components/upload/FilesInput'
import { ReferenceSelect } from '../../screens/generic/ReferenceSelect'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { useApiCall, useInvalidateReads } from '../../providers/api-hooks'
import type { Expense } from './types'
import { CurrencySelect } from '../../components/CurrencySelect'
import { asksRoute, badAmounts, blankPart, splitBody, splitTotal, type SplitFormValues } from './expense-logic'
import { useAllowanceItems } from './useAllowanceItems'

const payingEntity = getResource('expense').fields.find((f) => f.name === 'paying_entity_id') as FieldDef
const initial = (): SplitFormValues => ({
  name: '', currency: '', transaction_date: dayjs().format(API_DATE_FORMAT), payment_type: 'cash', tax_included: false,
  paying_entity_id: null, origin: '', destination: '', receipt: [], files: [], notes: '', parts: [blankPart(), blankPart()],
})

/**
 * One receipt split into several claims (POST /api/expense/split, all or nothing): the receipt's
 * own details once, then a row per part (item, amount, taxable amount, notes) with a running total.
 * The API's field errors (`parts.0.amount`) land under their inputs.
 */
export function SplitModal({ personId, open, onClose }: { personId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const message = useToast()
  const api = useApiCall()
  const refresh = useInvalidateReads()
  const items = useAllowanceItems()
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const { control, reset, handleSubmit, setError, clearErrors, formState: { errors } } = useForm<SplitFormValues, HttpError, SplitFormValues>({
    refineCoreProps: { resource: 'expense', action: 'create', redirect: false, queryOptions: { enabled: false } },
    defaultValues: initial(),
  })
  const { fields, append, remove } = useFieldArray({ control, name: 'parts', keyName: 'key' })
  const parts = useWatch({ control, name: 'parts' }) ?? []
  const currency = useWatch({ control, name: 'currency' })
  const withRoute = parts.some((p) => asksRoute(p.allowance_item_id ? items.byId.get(p.allowance_item_id)?.pay_item_key : null))

  useEffect(() => {
    if (open) { reset(initial()); setProblem(null) }
  }, [open, reset])

  const errorAt = (path: string): string | undefined => {
    const found = path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), errors)
    return (found as { message?: string } | undefined)?.message
  }

  const save = async (values: SplitFormValues) => {
    clearErrors()
    setProblem(null)
    const bad = badAmounts(values.parts)
    if (bad.length) {
      for (const i of bad) setError(`parts.${i}.amount`, { message: t('expenses_ui.split.amount_invalid') })
      return
    }
    setSaving(true)
    try {
      const result = await api.post<{ split_group: string; items: Expense[] }>('/expense/split', splitBody(personId, values, withRoute))
      message.success(t('expenses_ui.split.done', { count: result.items.length }))
      await refresh()
      onClose()
    } catch (error) {
      const fieldErrors = (error as HttpError).errors ?? {}
      const entries = Object.entries(fieldErrors)
      for (const [field, text] of entries) setError(field as FieldPath<SplitFormValues>, { message: Array.isArray(text) ? text.join(' ') : String(text) })
      // The message is shown too: a field the form has no input for, or the all-or-nothing refusal itself.
      setProblem(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setSaving(false)
    }
  }

  const item = (name: FieldPath<SplitFormValues>, labelKey: string, render: (f: { value: any; onChange: (v: any) => void }) => React.ReactNode, span = 12, required = false) => (
    <Col xs={24} md={span}>
      <Form.Item label={t(`expenses_ui.fields.${labelKey}`)} required={required} validateStatus={errorAt(name) ? 'error' : undefined} help={errorAt(name)}>
        <Controller control={control} name={name} render={({ field }) => <>{render(field)}</>} />
      </Form.Item>
    </Col>
  )
  const cellError = (i: number, f: string) => errorAt(`parts.${i}.${f}`)
  const cell = (i: number, f: 'allowance_item_id' | 'amount' | 'taxable_amount' | 'notes') => (
    <Form.Item style={{ margin: 0 }} validateStatus={cellError(i, f) ? 'error' : undefined} help={cellError(i, f)}>
      <Controller control={control} name={`parts.${i}.${f}`} render={({ field }) => (f === 'allowance_item_id'
        ? <Select id={`split_parts_${i}_allowance_item_id`} showSearch optionFilterProp="label" style={{ minWidth: 180 }} options={items.options}
            aria-label={`${t('expenses_ui.fields.allowance_item_id')} ${i + 1}`} value={field.value ?? undefined} onChange={(v) => field.onChange(v ?? null)} />
        : <Input id={`split_parts_${i}_${f}`} aria-label={`${t(`expenses_ui.fields.${f}`)} ${i + 1}`} inputMode={f === 'notes' ? undefined : 'decimal'}
            autoComplete="off" value={(field.value as string | null) ?? ''} onChange={field.onChange} onBlur={field.onBlur} />)} />
    </Form.Item>
  )

  return (
    <Modal open={open} title={t('expenses_ui.split.title')} onCancel={onClose} onOk={handleSubmit(save)} okText={t('expenses_ui.split.submit')}
      okButtonProps={{ 'data-testid': 'split-ok' }} cancelText={t('common.cancel')} confirmLoading={saving} width={900} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('expenses_ui.split.hint')}</Typography.Paragraph>
      <Form layout="vertical" component={false}>
        <form onSubmit={handleSubmit(save)} data-testid="split-form">
          <Row gutter={16}>
            {item('name', 'name', (f) => <Input id="split_name" maxLength={255} value={f.value ?? ''} onChange={f.onChange} />, 12, true)}
            {item('currency', 'currency', (f) => <CurrencySelect id="split_currency" value={f.value} onChange={f.onChange} />, 6, true)}
            {item('transaction_date', 'transaction_date', (f) => (
              <DatePicker id="split_transaction_date" format={dateFormat()} style={{ width: '100%' }} value={f.value ? dayjs(f.value) : null}
                onChange={(d) => f.onChange(d ? d.format(API_DATE_FORMAT) : null)} />
            ), 6, true)}
            {item('payment_type', 'payment_type', (f) => (
              <Select id="split_payment_type" value={f.value} onChange={f.onChange} options={EXPENSE_PAYMENT_TYPES.map((p) => ({ value: p, label: t(`expenses_ui.payment_type.${p}`) }))} />
            ), 6, true)}
            {item('tax_included', 'tax_included', (f) => <Switch checked={!!f.value} onChange={f.onChange} />, 6)}
            {item('paying_entity_id', 'paying_entity_id', (f) => <ReferenceSelect field={payingEntity} value={f.value} onChange={f.onChange} />)}
            {withRoute && item('origin', 'origin', (f) => <Input id="split_origin" maxLength={255} value={f.value ?? ''} onChange={f.onChange} />)}
            {withRoute && item('destination', 'destination', (f) => <Input id="split_destination" maxLength={255} value={f.value ?? ''} onChange={f.onChange} />)}
            {item('receipt', 'receipt', (f) => <FilesInput testId="split-receipt-files" value={f.value} onChange={f.onChange} />, 12, true)}
            {item('notes', 'notes', (f) => <Input.TextArea rows={1} maxLength={2000} value={f.value ?? ''} onChange={f.onChange} />)}
          </Row>
          <Table
            rowKey="key" size="small" pagination={false} data-testid="split-parts" dataSource={fields.map((f, index) => ({ ...f, index }))} scroll={{ x: true }}
            columns={[
              { key: 'item', title: t('expenses_ui.fields.allowance_item_id'), render: (_: unknown, r: { index: number }) => cell(r.index, 'allowance_item_id') },
              { key: 'amount', title: t('expenses_ui.fields.amount'), render: (_: unknown, r: { index: number }) => cell(r.index, 'amount') },
              { key: 'taxable', title: t('expenses_ui.fields.taxable_amount'), render: (_: unknown, r: { index: number }) => cell(r.index, 'taxable_amount') },
              { key: 'notes', title: t('expenses_ui.fields.notes'), render: (_: unknown, r: { index: number }) => cell(r.index, 'notes') },
              {
                key: 'remove', title: '', render: (_: unknown, r: { index: number }) => (
                  <Button type="text" danger icon={<DeleteOutlined />} disabled={fields.length <= 2} onClick={() => remove(r.index)}
                    aria-label={t('expenses_ui.split.remove_part', { n: r.index + 1 })} data-testid={`split-remove-part-${r.index}`} />
                ),
              },
            ]}
          />
          <Space style={{ marginTop: 12, width: '100%', justifyContent: 'space-between' }}>
            <Button icon={<PlusOutlined />} onClick={() => append(blankPart())} data-testid="split-add-part">{t('expenses_ui.split.add_part')}</Button>
            <Typography.Text strong data-testid="split-total">{t('expenses_ui.split.total', { total: splitTotal(parts), currency: currency || '' })}</Typography.Text>
          </Space>
          {errorAt('parts') && <Alert type="error" showIcon style={{ marginTop: 8 }} message={errorAt('parts')} />}
          {problem && <Alert type="error" showIcon style={{ marginTop: 8 }} message={problem} data-testid="split-error" />}
        </form>
      </Form>
    </Modal>
  )
}
