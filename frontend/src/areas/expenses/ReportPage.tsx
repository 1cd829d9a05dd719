import { Alert, Card, Col, Descriptions, Row, Space, Spin, Typography } from 'antd'
import { useOne, type HttpError } from '@refinedev/core'
import { Link, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { can } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { PageContent } from '../../layout/PageContent'
import { cycleUrl, type Paycycle } from '../../components/records/paycycles'
import { useApiGet } from '../../providers/api-hooks'
import { errorMessage } from '../../components/records/form-errors'
import { fmtDate, fmtMoney, fmtPeriod } from '../../components/formats'
import type { ExpenseReport, ReportShares } from './types'
import { EXPENSE_REPORTS_URL } from './expense-logic'
import { ExportButtons } from './ExportButtons'
import { ReportTags } from './ExpenseTags'
import { RatesCard } from './RatesCard'
import { ReportActions } from './ReportActions'
import { ReportLinesCard } from './ReportLinesCard'
import { SharesCard } from './SharesCard'

/**
 * /expenses/reports/:id (issue 15): the report's status and lock with its workflow buttons, the
 * claims converted into its currency with the total, its own exchange rates, who it is shared with
 * and who has confirmed, and the Excel and PDF exports.
 */
export default function ReportPage() {
  const { t } = useTranslation()
  const { id } = useParams()
  const reportId = Number(id)
  const valid = Number.isInteger(reportId) && reportId > 0
  const report = useOne<ExpenseReport, HttpError>({ resource: 'expense_report', id: reportId, errorNotification: false, queryOptions: { enabled: valid, retry: false } })
  const shares = useApiGet<ReportShares>(`/expense-report/${reportId}/shares`, { enabled: valid })
  const profile = useProfile()
  // A user it is shared with may not read paycycles: the header then names it by id.
  const paycycleId = report.result?.paycycle_id ?? null
  const cycle = useOne<Paycycle, HttpError>({
    resource: 'paycycle', id: paycycleId ?? 0, errorNotification: false,
    queryOptions: { retry: false, enabled: !!paycycleId && !!profile && can(profile, 'show', 'paycycle') },
  })

  if (report.query.error) return <PageContent><Alert type="error" showIcon message={errorMessage(report.query.error, t('messages.error_occurred_contact_admin'))} /></PageContent>
  if (!report.result) return <PageContent><Spin /></PageContent>
  const r = report.result
  const ratesEditable = !!shares.data?.manages && r.status === 'report_generated' && !r.locked

  return (
    <PageContent>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <div>
          <Link to={EXPENSE_REPORTS_URL}>{t('expenses_ui.reports.back')}</Link>
          <Row justify="space-between" align="middle" gutter={[8, 8]} style={{ marginTop: 8 }}>
            <Col><Typography.Title level={3} style={{ margin: 0 }} data-testid="expense-report-title">{r.name} <ReportTags report={r} /></Typography.Title></Col>
            <Col><ExportButtons reportId={r.id} name={r.name} /></Col>
          </Row>
        </div>
        <Card>
          <Descriptions size="small" column={{ xs: 1, md: 4 }} data-testid="expense-report-header" items={[
            { key: 'period', label: t('expenses_ui.reports.period'), children: fmtPeriod(r.period_start, r.period_end) },
            { key: 'currency', label: t('expenses_ui.fields.currency'), children: r.currency },
            { key: 'report_date', label: t('expenses_ui.fields.report_date'), children: fmtDate(r.report_date) },
            { key: 'total', label: t('expenses_ui.reports.total'), children: fmtMoney(r.total, r.currency) },
            { key: 'items', label: t('expenses_ui.reports.item_count'), children: r.item_count },
            ...(r.paycycle_id ? [{ key: 'paycycle', label: t('expenses_ui.fields.paycycle_id'), children: cycle.result ? <Link to={cycleUrl(cycle.result)}>{cycle.result.name}</Link> : `#${r.paycycle_id}` }] : []),
            ...(r.notes ? [{ key: 'notes', label: t('expenses_ui.fields.notes'), children: r.notes }] : []),
          ]} />
          {shares.data?.confirm_pending && <Alert type="info" showIcon style={{ marginTop: 12 }} message={t('expenses_ui.shares.confirm_pending')} data-testid="expense-report-confirm-pending" />}
          <div style={{ marginTop: 16 }}><ReportActions report={r} shares={shares.data} /></div>
        </Card>
        <ReportLinesCard reportId={r.id} ratesEditable={ratesEditable} />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}><RatesCard reportId={r.id} editable={ratesEditable} currency={r.currency} /></Col>
          <Col xs={24} lg={10}><SharesCard shares={shares.data} loading={shares.isFetching} /></Col>
        </Row>
      </Space>
    </PageContent>
  )
}
