import { Button, Card } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { can } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { PageContent } from '../../layout/PageContent'
import { apiGet, type ListEnvelope } from '../../providers/http-calls'
import { listReports, PAYROLL_KEY, type Paycycle } from './api'
import { PayrollNav } from './PayrollNav'
import { reportCreateUrl } from './report-form'
import { ReportsTable } from './ReportsTable'

/**
 * /payroll/reports: the payroll reports the user may read (their own, those visible to all payroll
 * users, those shared with them, those awaiting their approval — the API filters).
 */
export default function ReportsListPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const profile = useProfile()
  // A manager without the payroll privilege reads only reports awaiting their approval: with none, no call (the API would refuse it).
  const mayList = !!profile && can(profile, 'list', 'payroll_report')
  const reports = useQuery({ queryKey: [PAYROLL_KEY, 'reports', 'all'], queryFn: () => listReports(), enabled: mayList })
  const cycleIds = [...new Set((reports.data?.items ?? []).map((r) => r.paycycle_id))].sort((a, b) => a - b)
  const mayReadCycles = !!profile && can(profile, 'list', 'paycycle')
  const cycles = useQuery({
    queryKey: [PAYROLL_KEY, 'cycle-names', cycleIds.join(',')],
    queryFn: () => apiGet<ListEnvelope<Paycycle>>('/paycycle', `filter[id]=${cycleIds.join(',')}&external[per_page]=1000`),
    enabled: mayReadCycles && cycleIds.length > 0,
  })
  const names = new Map((cycles.data?.items ?? []).map((c) => [c.id, c.name]))
  const mayCreate = !!profile && can(profile, 'create', 'payroll_report')
  const newReport = <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(reportCreateUrl())} data-testid="new-report">{t('payroll_ui.reports.new')}</Button>
  return (
    <PageContent>
      <PayrollNav active="reports" />
      <Card extra={mayCreate && newReport}><ReportsTable rows={reports.data?.items ?? []} loading={reports.isFetching} cycleName={(id) => names.get(id)} /></Card>
    </PageContent>
  )
}
