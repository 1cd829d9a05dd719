import { useState, type ReactNode } from 'react'
import { Alert, Button, Card, Col, Descriptions, Row, Space, Spin, Tabs, Typography } from 'antd'
import { CopyOutlined, EditOutlined } from '@ant-design/icons'
import { useOne } from '@refinedev/core'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useReportParam } from './report-route'
import { useTranslation } from 'react-i18next'
import { can } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { PageContent } from '../../layout/PageContent'
import { errorMessage } from '../../components/records/form-errors'
import type { Paycycle, PayrollReport } from './model'
import { cycleUrl } from './cycle-steps'
import { fmtDateTime, fmtPeriod } from '../../components/formats'
import { BiTab } from './BiTab'
import { ChangeReportTab } from './ChangeReportTab'
import { CyclePayslips } from './CyclePayslips'
import { ExcelButtons } from './ExcelButtons'
import { RegisterTab } from './RegisterTab'
import { reportCloneUrl, reportEditUrl } from './report-form'
import { ReportActions } from './ReportActions'
import { PayslipProgress } from './PayslipProgress'
import { ReportTags } from './ReportTags'
import { StageTag } from './StageTag'
import { VarianceTab } from './VarianceTab'
import { SourceFilesTab } from './SourceFilesTab'

const TABS = ['register', 'payslips', 'change', 'variance', 'sources', 'bi'] as const

/**
 * /payroll/reports/:id (issue 14): a paycycle's payroll report — its workflow buttons, Excel
 * export/import, and tabs for the pay register (a sheet, editable while the API allows), the
 * payslips, the change and variance reports and the BI view of a locked report.
 */
export default function ReportPage() {
  const { t } = useTranslation()
  const id = useReportParam()
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const profile = useProfile()
  const reportId = Number(id)
  const { result: r, query: report } = useOne<PayrollReport>({
    resource: 'payroll_report', id: reportId, queryOptions: { enabled: Number.isInteger(reportId) && reportId > 0, retry: false }, errorNotification: false,
  })
  // Approvers and people it is shared with may not read the paycycle itself: the header then goes without it.
  const mayReadCycle = !!profile && can(profile, 'show', 'paycycle')
  const { result: c } = useOne<Paycycle>({
    resource: 'paycycle', id: r?.paycycle_id ?? 0, queryOptions: { enabled: !!r && mayReadCycle, retry: false }, errorNotification: false,
  })
  // The payslip run the final approval just started here; otherwise PayslipProgress finds the cycle's latest.
  // Kept with its report: the page is reused when another report opens.
  const [started, setStarted] = useState<{ reportId: number; jobId: number } | null>(null)
  const jobId = started?.reportId === reportId ? started.jobId : null
  const tab = TABS.find((k) => k === params.get('tab')) ?? 'register'

  if (report.error) return <PageContent><Alert type="error" showIcon message={errorMessage(report.error, t('messages.no_permission_report'))} /></PageContent>
  if (!r) return <PageContent><Spin /></PageContent>
  const isCreator = !!profile && r.created_by === profile.id
  // Editing is the creator's (the API also refuses a locked report, with its message); cloning makes a new report.
  const mayEdit = !!profile && can(profile, 'update', 'payroll_report', { ...r })
  const mayClone = !!profile && can(profile, 'create', 'payroll_report')

  const content: Record<(typeof TABS)[number], ReactNode> = {
    register: <RegisterTab reportId={r.id} paycycleId={r.paycycle_id} />,
    payslips: <CyclePayslips paycycleId={r.paycycle_id} />,
    change: <ChangeReportTab paycycleId={r.paycycle_id} />,
    variance: <VarianceTab paycycleId={r.paycycle_id} />,
    sources: <SourceFilesTab report={r} mayEdit={mayEdit} />,
    bi: <BiTab paycycleId={r.paycycle_id} locked={r.locked} />,
  }

  return (
    <PageContent>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <div>
          <Link to="/payroll/reports">{t('payroll_ui.reports.back')}</Link>
          <Row justify="space-between" align="middle" gutter={[8, 8]} style={{ marginTop: 8 }}>
            <Col><Typography.Title level={3} style={{ margin: 0 }} data-testid="report-title">{r.name} <ReportTags report={r} /></Typography.Title></Col>
            <Col>
              <Space wrap>
                {mayEdit && <Button icon={<EditOutlined />} onClick={() => navigate(reportEditUrl(r.id))} data-testid="report-edit">{t('common.edit')}</Button>}
                {mayClone && <Button icon={<CopyOutlined />} onClick={() => navigate(reportCloneUrl(r.id))} data-testid="report-clone">{t('payroll_ui.reports.clone')}</Button>}
                <ExcelButtons reportId={r.id} mayImport={isCreator && !r.locked} />
              </Space>
            </Col>
          </Row>
        </div>
        <Card>
          <Descriptions size="small" column={{ xs: 1, md: 4 }} data-testid="report-header" items={[
            { key: 'cycle', label: t('payroll_report.fields.paycycle_id'), children: c ? <Link to={cycleUrl(c)}>{c.name}</Link> : `#${r.paycycle_id}` },
            ...(c ? [
              { key: 'period', label: t('payroll_ui.period'), children: fmtPeriod(c.period_start, c.period_end) },
              { key: 'stage', label: t('paycycle.fields.stage'), children: <StageTag cycle={c} /> },
            ] : []),
            { key: 'version', label: t('payroll_report.fields.register_version'), children: r.register_version },
            { key: 'visibility', label: t('payroll_report.fields.visibility'), children: t(`enums.visibility.${r.visibility}`) },
            ...(r.change_report_confirmed_at ? [{ key: 'confirmed', label: t('payroll_report.fields.change_report_confirmed_at'), children: fmtDateTime(r.change_report_confirmed_at) }] : []),
            ...(r.notes ? [{ key: 'notes', label: t('payroll_report.fields.notes'), children: r.notes }] : []),
          ]} />
          <div style={{ marginTop: 16 }}><ReportActions report={r} onJob={(job) => setStarted({ reportId: r.id, jobId: job })} /></div>
        </Card>
        <PayslipProgress paycycleId={r.paycycle_id} jobId={jobId} />
        <Card>
          <Tabs
            activeKey={tab}
            data-testid="report-tabs"
            onChange={(key) => setParams((prev) => { const next = new URLSearchParams(prev); next.set('tab', key); return next }, { replace: true })}
            destroyOnHidden
            items={TABS.map((key) => ({ key, label: t(`payroll_ui.tabs.${key}`), children: content[key] }))}
          />
        </Card>
      </Space>
    </PageContent>
  )
}
