import { Table, type TableProps } from 'antd'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/EmptyState'
import { PAYROLL_REPORT_STATUSES } from '@hr/shared'
import type { PayrollReport } from './model'
import { reportUrl } from './cycle-steps'
import { ReportTags } from './ReportTags'

/**
 * Payroll reports with their status and lock, each linking to the report page: a page of Refine's
 * useTable (the API pages, sorts by name and filters by status), its pager shown only when there is more than one page.
 */
export function ReportsTable({ tableProps, cycleName }: { tableProps: TableProps<PayrollReport>; cycleName?: (id: number) => string | undefined }) {
  const { t } = useTranslation()
  const pager = tableProps.pagination
  const paged = !!pager && (pager.total ?? 0) > (pager.pageSize ?? Infinity)
  return (
    <Table<PayrollReport>
      {...tableProps}
      rowKey="id"
      size="middle"
      data-testid="report-table"
      pagination={paged ? pager : false}
      locale={{ emptyText: <EmptyState description={t('payroll_ui.reports.none')} /> }}
      scroll={{ x: true }}
      columns={[
        // Sorted and filtered by the API: useTable turns the column's sorter and filter into the list's parameters.
        { key: 'name', title: t('payroll_report.fields.name'), sorter: true, render: (_, r) => <Link to={reportUrl(r.id)} data-testid={`report-link-${r.id}`}>{r.name}</Link> },
        ...(cycleName ? [{ key: 'cycle', title: t('payroll_report.fields.paycycle_id'), render: (_: unknown, r: PayrollReport) => cycleName(r.paycycle_id) ?? `#${r.paycycle_id}` }] : []),
        { key: 'status', title: t('payroll_report.fields.status'), filters: PAYROLL_REPORT_STATUSES.map((s) => ({ value: s, text: t(`enums.status.${s}`) })), render: (_, r) => <ReportTags report={r} /> },
        { key: 'visibility', title: t('payroll_report.fields.visibility'), render: (_, r) => t(`enums.visibility.${r.visibility}`) },
        { key: 'version', title: t('payroll_report.fields.register_version'), dataIndex: 'register_version' },
      ]}
    />
  )
}
