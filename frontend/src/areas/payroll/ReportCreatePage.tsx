import type { ReactNode } from 'react'
import { Alert, Card, Space, Spin, Typography } from 'antd'
import { useCreate, useOne } from '@refinedev/core'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useReportParam } from './report-route'
import { useTranslation } from 'react-i18next'
import { PageContent } from '../../layout/PageContent'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { QUIET, type PayrollReport } from './model'
import { reportUrl } from './cycle-steps'
import { clonePrefill, createBody, emptyReportForm, preselectedPaycycle, REPORTS_URL, type ReportFormValues } from './report-form'
import { ReportForm } from './ReportForm'

/**
 * /payroll/reports/create[?paycycle_id=] and /payroll/reports/clone/:id (issue 14): a new payroll
 * report of a paycycle. A clone starts from report :id (its paycycle, its name as a copy, its
 * notes) but is a new report: the server calculates its register afresh.
 */
export default function ReportCreatePage() {
  const { t } = useTranslation()
  const id = useReportParam()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const message = useToast()
  const { mutateAsync: create } = useCreate<PayrollReport>()
  const sourceId = Number(id)
  const cloning = id !== undefined
  const { result: sourceReport, query: source } = useOne<PayrollReport>({
    resource: 'payroll_report', id: sourceId, queryOptions: { enabled: cloning && Number.isInteger(sourceId) && sourceId > 0, retry: false }, errorNotification: false,
  })
  const back = cloning ? reportUrl(sourceId) : REPORTS_URL

  const submit = async (values: ReportFormValues) => {
    // Refine refreshes the payroll_report lists it made.
    const { data: report } = await create({ resource: 'payroll_report', values: createBody(values), ...QUIET })
    message.success(t('common.created'))
    navigate(reportUrl(report.id))
  }

  const page = (body: ReactNode) => (
    <PageContent>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <div>
          <Link to={back}>{cloning ? t('payroll_ui.report_form.back_to_report') : t('payroll_ui.reports.back')}</Link>
          <Typography.Title level={3} style={{ marginTop: 8 }} data-testid="report-form-title">
            {cloning ? t('payroll_ui.report_form.clone_title', { name: sourceReport?.name ?? '' }) : t('payroll_ui.reports.create')}
          </Typography.Title>
        </div>
        <Card>{body}</Card>
      </Space>
    </PageContent>
  )

  if (cloning && (source.error || !(sourceId > 0))) {
    return page(<Alert type="error" showIcon message={errorMessage(source.error, t('messages.record_not_found'))} data-testid="report-form-error" />)
  }
  if (cloning && !sourceReport) return page(<Spin />)
  const initial = sourceReport
    ? clonePrefill(sourceReport, (name) => t('payroll_ui.report_form.copy_name', { name }))
    : emptyReportForm(preselectedPaycycle(params.get('paycycle_id')))

  return page(
    <>
      {cloning && <Alert type="info" showIcon message={t('payroll_ui.report_form.clone_hint')} style={{ marginBottom: 16 }} data-testid="report-clone-hint" />}
      <ReportForm key={id ?? 'new'} initial={initial} withPaycycle submitText={t('common.create')} onSubmit={submit} onCancel={() => navigate(back)} />
    </>,
  )
}
