import { useState } from 'react'
import { Alert, Button, Card, DatePicker, Form, Input, Select, Space, Typography } from 'antd'
import { useForm } from '@refinedev/antd'
import type { HttpError } from '@refinedev/core'
import { Link, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import dayjs from 'dayjs'
import { API_DATE_FORMAT, dateFormat } from '@hr/shared'
import { PageContent } from '../../layout/PageContent'
import { applyFieldErrors, errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { useCatalogueChecks } from '../../screens/generic/catalogue-checks'
import type { ExpenseReport } from './types'
import { usePaycycleOptions } from './usePaycycleOptions'
import { CurrencySelect } from '../../components/CurrencySelect'
import { EXPENSE_REPORTS_URL, expenseReportUrl } from './expense-logic'

/** What the form sends (the API's create body). */
type NewReport = Pick<ExpenseReport, 'name' | 'period_start' | 'period_end' | 'currency'> & Partial<Pick<ExpenseReport, 'report_date' | 'paycycle_id' | 'notes'>>

const FIELDS = ['name', 'period_start', 'period_end', 'currency', 'report_date', 'paycycle_id', 'notes']
const dateItem = { getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null }), normalize: (d: dayjs.Dayjs | null) => (d ? d.format(API_DATE_FORMAT) : null) }

/**
 * /expenses/reports/create (issue 15): a report over a period in one currency (its report date
 * picks the platform's rates; a paycycle may be named now or when it is generated). Creating it
 * gathers the period's approved claims; the page then opens the report.
 */
export default function ReportCreatePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const message = useToast()
  const [error, setError] = useState<string | null>(null)
  // Refine's create form over the one data provider; the API's field errors land under the fields this
  // form has (applyFieldErrors), any other refusal in the alert.
  const { form, formProps, onFinish, formLoading } = useForm<ExpenseReport, HttpError, NewReport>({
    resource: 'expense_report', action: 'create', redirect: false, warnWhenUnsavedChanges: false,
    successNotification: false, errorNotification: false, disableServerSideValidation: true,
    onMutationSuccess: ({ data: report }) => {
      message.success(t('expenses_ui.reports.created', { count: report.item_count ?? 0 }))
      navigate(expenseReportUrl(report.id))
    },
    onMutationError: (e) => {
      if (!applyFieldErrors(form, e, FIELDS)) setError(errorMessage(e, t('messages.error_occurred_contact_admin')))
    },
  })
  const cycles = usePaycycleOptions()
  const label = (name: string) => t(`expenses_ui.fields.${name}`)
  const checks = useCatalogueChecks('expense_report')

  // The body as the API takes it: names trimmed, the optional fields left out when empty.
  const finish = (values: Record<string, unknown>) => {
    setError(null)
    const notes = typeof values.notes === 'string' ? values.notes.trim() : ''
    return onFinish({
      name: String(values.name ?? '').trim(), period_start: values.period_start as string, period_end: values.period_end as string, currency: values.currency as string,
      ...(values.report_date ? { report_date: values.report_date as string } : {}),
      ...(values.paycycle_id ? { paycycle_id: values.paycycle_id as number } : {}),
      ...(notes ? { notes } : {}),
    }).catch(() => undefined)
  }

  return (
    <PageContent>
      <Link to={EXPENSE_REPORTS_URL}>{t('expenses_ui.reports.back')}</Link>
      <Typography.Title level={3} style={{ marginTop: 8 }}>{t('expenses_ui.reports.new')}</Typography.Title>
      <Card>
        <Form {...formProps} name="expense_report" layout="vertical" onFinish={finish} style={{ maxWidth: 720 }} data-testid="expense-report-form"
          initialValues={{ report_date: dayjs().format(API_DATE_FORMAT) }}>
          <Form.Item name="name" label={t('nav_polish.report_name')} {...checks('name')}><Input maxLength={255} /></Form.Item>
          <Space wrap size="large">
            <Form.Item name="period_start" label={label('period_start')} {...checks('period_start')} {...dateItem}><DatePicker format={dateFormat()} /></Form.Item>
            <Form.Item name="period_end" label={label('period_end')} {...checks('period_end')} {...dateItem}><DatePicker format={dateFormat()} /></Form.Item>
            <Form.Item name="currency" label={label('currency')} {...checks('currency')}><CurrencySelect /></Form.Item>
            <Form.Item name="report_date" label={label('report_date')} {...dateItem}><DatePicker format={dateFormat()} /></Form.Item>
          </Space>
          <Form.Item name="paycycle_id" label={label('paycycle_id')}>
            <Select allowClear showSearch optionFilterProp="label" loading={cycles.loading} options={cycles.options} />
          </Form.Item>
          <Form.Item name="notes" label={label('notes')}><Input.TextArea rows={3} maxLength={2000} /></Form.Item>
          {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="expense-report-form-error" />}
          <Space>
            <Button type="primary" htmlType="submit" loading={formLoading} data-testid="expense-report-submit">{t('expenses_ui.reports.create')}</Button>
            <Button onClick={() => navigate(EXPENSE_REPORTS_URL)}>{t('common.cancel')}</Button>
          </Space>
        </Form>
      </Card>
    </PageContent>
  )
}
