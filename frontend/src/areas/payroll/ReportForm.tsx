import { useState } from 'react'
import { Alert, Button, Form, Input, Select, Space } from 'antd'
import { useList } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { applyFieldErrors, errorMessage } from '../../components/records/form-errors'
import { useCatalogueChecks } from '../../screens/generic/catalogue-checks'
import type { Paycycle, Payroll } from './model'
import { paycycleOptions, type ReportFormValues } from './report-form'

const FIELDS = ['paycycle_id', 'name', 'notes']

interface Props {
  initial: ReportFormValues
  /** creating (a clone too) picks the paycycle; an existing report keeps its own */
  withPaycycle: boolean
  submitText: string
  /** rejects with the API's error: field errors go under their inputs, any other message above the buttons */
  onSubmit: (values: ReportFormValues) => Promise<void>
  onCancel: () => void
}

/** A payroll report's paycycle (readable paycycles, by payroll name and period), name and notes. */
export function ReportForm({ initial, withPaycycle, submitText, onSubmit, onCancel }: Props) {
  const { t } = useTranslation()
  const [form] = Form.useForm<ReportFormValues>()
  const checks = useCatalogueChecks('payroll_report')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // Every paycycle the user may read, newest period first, and the payrolls that name them (the picker's labels).
  const { result: cycles, query: cyclesQuery } = useList<Paycycle>({
    resource: 'paycycle', sorters: [{ field: 'period_start', order: 'desc' }], pagination: { mode: 'off' }, queryOptions: { enabled: withPaycycle },
  })
  const { result: payrolls, query: payrollsQuery } = useList<Payroll>({
    resource: 'payroll', sorters: [{ field: 'name', order: 'asc' }], pagination: { mode: 'off' }, queryOptions: { enabled: withPaycycle },
  })
  const cycleItems = cycles.data

  // Picking a cycle names an unnamed report after it, as the cycle page's "Create report" does.
  const picked = (id: number) => {
    if (form.getFieldValue('name')?.trim()) return
    const cycle = cycleItems.find((c) => c.id === id)
    if (cycle) form.setFieldValue('name', cycle.name)
  }

  const finish = async (values: ReportFormValues) => {
    setBusy(true)
    setError(null)
    try {
      await onSubmit({ ...initial, ...values })
    } catch (e) {
      if (!applyFieldErrors(form, e, FIELDS)) setError(errorMessage(e, t('messages.error_occurred_contact_admin')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Form<ReportFormValues> form={form} name="payroll_report" layout="vertical" initialValues={initial} onFinish={finish} style={{ maxWidth: 720 }} data-testid="report-form">
      {withPaycycle && (
        <Form.Item name="paycycle_id" label={t('payroll_report.fields.paycycle_id')} {...checks('paycycle_id')}>
          <Select
            showSearch optionFilterProp="label" loading={cyclesQuery.isFetching || payrollsQuery.isFetching} data-testid="report-form-paycycle"
            placeholder={t('payroll_ui.report_form.paycycle_placeholder')} onChange={picked}
            options={paycycleOptions(cycleItems, payrolls.data)}
          />
        </Form.Item>
      )}
      <Form.Item name="name" label={t('nav_polish.report_name')} {...checks('name')}>
        <Input maxLength={255} data-testid="report-form-name" />
      </Form.Item>
      <Form.Item name="notes" label={t('payroll_report.fields.notes')}>
        <Input.TextArea rows={4} maxLength={2000} data-testid="report-form-notes" />
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="report-form-error" />}
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="report-form-submit">{submitText}</Button>
        <Button onClick={onCancel} data-testid="report-form-cancel">{t('common.cancel')}</Button>
      </Space>
    </Form>
  )
}
