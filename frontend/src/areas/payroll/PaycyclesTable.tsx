import { Table, Tag } from 'antd'
import { useTable } from '@refinedev/antd'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/EmptyState'
import type { Paycycle } from './model'
import { cycleUrl } from './cycle-steps'
import { fmtDate, fmtPeriod } from '../../components/formats'
import { StageTag } from './StageTag'

/** Half a year of weekly cycles on a page; a monthly payroll's year shows without paging. */
const PAGE_SIZE = 26

/**
 * A payroll's paycycles starting in one year, in period order (the API pages, sorts and filters):
 * period, dates, stage (with its cycle code) and the link to the cycle's page.
 */
export function PaycyclesTable({ payrollId, year }: { payrollId: number; year: number }) {
  const { t } = useTranslation()
  const { tableProps } = useTable<Paycycle>({
    resource: 'paycycle',
    syncWithLocation: false,
    pagination: { pageSize: PAGE_SIZE },
    // The API's date filter takes a range as `from..to`.
    filters: { permanent: [{ field: 'payroll_id', operator: 'eq', value: payrollId }, { field: 'period_start', operator: 'eq', value: `${year}-01-01..${year}-12-31` }] },
    sorters: { permanent: [{ field: 'period_start', order: 'asc' }] },
  })
  const total = tableProps.pagination ? tableProps.pagination.total ?? 0 : 0
  return (
    <Table<Paycycle>
      {...tableProps}
      rowKey="id"
      size="middle"
      data-testid="paycycle-table"
      pagination={total > PAGE_SIZE ? tableProps.pagination : false}
      locale={{ emptyText: <EmptyState description={t('payroll_ui.home.no_cycles')} /> }}
      scroll={{ x: true }}
      columns={[
        { key: 'name', title: t('paycycle.fields.name'), render: (_, r) => <Link to={cycleUrl(r)} data-testid={`cycle-link-${r.id}`}>{r.name}</Link> },
        { key: 'kind', title: t('paycycle.fields.kind'), render: (_, r) => <Tag color={r.kind === 'off_cycle' ? 'orange' : undefined}>{t(`enums.kind.${r.kind}`)}</Tag> },
        { key: 'period', title: t('payroll_ui.period'), render: (_, r) => fmtPeriod(r.period_start, r.period_end) },
        { key: 'pay_day', title: t('paycycle.fields.pay_day'), render: (_, r) => fmtDate(r.pay_day) },
        { key: 'payment_date', title: t('paycycle.fields.payment_date'), render: (_, r) => fmtDate(r.payment_date) },
        { key: 'stage', title: t('paycycle.fields.stage'), render: (_, r) => <StageTag cycle={r} /> },
      ]}
    />
  )
}
