import { Alert, Card, Space, Spin, Typography } from 'antd'
import { useOne, useUpdate } from '@refinedev/core'
import { Link, useNavigate } from 'react-router'
import { useReportParam } from './report-route'
import { useTranslation } from 'react-i18next'
import { PageContent } from '../../layout/PageContent'
import { errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { QUIET, type PayrollReport } from './model'
import { reportUrl } from './cycle-steps'
import { updateBody, type ReportFormValues } from './report-form'
import { ReportForm } from './ReportForm'
import { ReportTags } from './ReportTags'

/**
 * /payroll/reports/edit/:id (issue 14): a report's name and notes. The API keeps this to the
 * report's creator and refuses a locked report; its message is shown as it is.
 */
export default function ReportEditPage() {
  const { t } = useTranslation()
  const id = useReportParam()
  const navigate = useNavigate()
  const message = useToast()
  const { mutateAsync: update } = useUpdate<PayrollReport>()
  const reportId = Number(id)
  const valid = Number.isInteger(reportId) && reportId > 0
  const { result: r, query: report } = useOne<PayrollReport>({ resource: 'payroll_report', id: reportId, queryOptions: { enabled: valid, retry: false }, errorNotification: false })

  const submit = async (values: ReportFormValues) => {
    // POST /api/payroll-report/:id { update_data } (the data provider's update); Refine reads the report and its lists again.
    await update({ resource: 'payroll_report', id: reportId, values: updateBody(values), ...QUIET })
    message.success(t('common.saved'))
    navigate(reportUrl(reportId))
  }

  if (!valid || report.error) {
    return <PageContent><Alert type="error" showIcon message={errorMessage(report.error, t('messages.record_not_found'))} data-testid="report-form-error" /></PageContent>
  }
  if (!r) return <PageContent><Spin /></PageContent>

  return (
    <PageContent>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <div>
          <Link to={reportUrl(r.id)}>{t('payroll_ui.report_form.back_to_report')}</Link>
          <Typography.Title level={3} style={{ marginTop: 8 }} data-testid="report-form-title">
            {t('payroll_ui.report_form.edit_title', { name: r.name })} <ReportTags report={r} />
          </Typography.Title>
        </div>
        <Card>
          <ReportForm
            key={r.id}
            initial={{ paycycle_id: r.paycycle_id, name: r.name, notes: r.notes ?? '' }}
            withPaycycle={false} submitText={t('common.save')} onSubmit={submit} onCancel={() => navigate(reportUrl(r.id))}
          />
        </Card>
      </Space>
    </PageContent>
  )
}
