import { useState } from 'react'
import { useCreate, useUpdate } from '@refinedev/core'
import { Button, Col, Form, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { getResource, type FieldDef } from '@hr/shared'
import { useProfile } from '../../../hooks/useProfile'
import { fieldInput, valueAdapters } from '../../../screens/generic/FieldInput'
import { defaultValues, toPayload } from '../../../screens/generic/form-values'
import { applyFieldErrors, errorMessage } from '../../../components/records/form-errors'
import { useToast } from '../../../components/records/useToast'
import type { PayrollRecord } from './model'
import { PayrollCurrencySelect } from './PayrollCurrencySelect'

const def = getResource('payroll')
const field = (name: string) => def.fields.find((f) => f.name === name) as FieldDef
/** The form's fields in order; notes take the full width. */
const FIELDS = ['name', 'iso_code', 'frequency', 'label_type', 'label', 'payroll_entity_id', 'currency', 'pay_day_of_month', 'day_type', 'notes']

interface Props {
  /** the payroll edited, or null for a new one */
  record: PayrollRecord | null
  onSaved: (record: PayrollRecord, created: boolean) => void
  /** read-only for users who may not write payrolls */
  disabled?: boolean
}

/** A payroll's catalogue fields (name, label, entity, currency, pay day, day type, notes); the API's field errors land under their inputs. */
export function PayrollForm({ record, onSaved, disabled }: Props) {
  const { t } = useTranslation()
  const profile = useProfile()
  const toast = useToast()
  const [form] = Form.useForm()
  const { mutateAsync: create } = useCreate<PayrollRecord>()
  const { mutateAsync: update } = useUpdate<PayrollRecord>()
  const [saving, setSaving] = useState(false)

  const save = async (values: Record<string, unknown>) => {
    setSaving(true)
    try {
      const quiet = { successNotification: false, errorNotification: false } as const
      const { data: saved } = record
        ? await update({ resource: 'payroll', id: record.id, values: toPayload(def, values, 'edit'), ...quiet })
        : await create({ resource: 'payroll', values: toPayload(def, values, 'create'), ...quiet })
      toast.success(t(record ? 'payroll_setup.saved' : 'payroll_setup.created'))
      onSaved(saved, !record)
    } catch (error) {
      if (!applyFieldErrors(form, error, FIELDS)) toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setSaving(false)
    }
  }

  const input = (name: string) => {
    if (name === 'currency') return <PayrollCurrencySelect />
    return fieldInput(t, field(name), profile, { testId: `payroll-${name}` })
  }

  return (
    <Form form={form} name="payroll" layout="vertical" onFinish={save} data-testid="payroll-form" disabled={disabled}
      initialValues={record ?? defaultValues(def)}>
      <Row gutter={16}>
        {FIELDS.map((name) => (
          <Col key={name} xs={24} md={name === 'notes' ? 24 : 12}>
            <Form.Item name={name} label={t(`payroll.fields.${name}`)} required={!!field(name).required}
              rules={field(name).required ? [{ required: true, message: t('validation.required', { field: t(`payroll.fields.${name}`) }) }] : undefined}
              {...valueAdapters(field(name))}>
              {input(name)}
            </Form.Item>
          </Col>
        ))}
      </Row>
      {!disabled && <Button type="primary" htmlType="submit" loading={saving} data-testid="payroll-save">{t('payroll_setup.drawer.save')}</Button>}
    </Form>
  )
}
