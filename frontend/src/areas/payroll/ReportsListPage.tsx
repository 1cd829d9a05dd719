import { Button, Card } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { useMany } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { can, LIST_PAGE_SIZE } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { PageContent } from '../../layout/PageContent'
import type { Paycycle, PayrollReport } from './model'
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
  // The page, its order and its paging are the API's (newest first, the declaration's default).
  const { tableProps } = useTable<PayrollReport>({
    resource: 'payroll_report', pagination: { pageSize: LIST_PAGE_SIZE }, syncWithLocation: false, queryOptions: { enabled: mayList },
  })
  const cycleIds = [...new Set((tableProps.dataSource ?? []).map((r) => r.paycycle_id))].sort((a, b) => a - b)
  const mayReadCycles = !!profile && can(profile, 'list', 'paycycle')
  // The names of this page's cycles, in one read.
  const { result: cycles } = useMany<Paycycle>({ resource: 'paycycle', ids: cycleIds, queryOptions: { enabled: mayReadCycles && cycleIds.length > 0 } })
  const names = new Map(cycles.data.map((c) => [c.id, c.name]))
  const mayCreate = !!profile && can(profile, 'create', 'payroll_report')
  const newReport = <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(reportCreateUrl())} data-testid="new-report">{t('payroll_ui.reports.new')}</Button>
  return (
    <PageContent>
      <PayrollNav active="reports" />
      <Card extra={mayCreate && newReport}><ReportsTable tableProps={tableProps} cycleName={(id) => names.get(id)} /></Card>
    </PageContent>
  )
}
