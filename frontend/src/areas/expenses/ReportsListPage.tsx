import { Button, Card, Space, Table, Typography } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { useTable } from '@refinedev/antd'
import type { HttpError } from '@refinedev/core'
import { Link, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { can } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { PageContent } from '../../layout/PageContent'
import { EmptyState } from '../../components/EmptyState'
import { fmtMoney, fmtPeriod } from '../../components/formats'
import type { ExpenseReport } from './types'
import { EXPENSE_REPORTS_URL, expenseReportUrl } from './expense-logic'
import { ReportTags } from './ExpenseTags'

/** /expenses/reports (issue 15): the expense reports the user may read (payroll users', and those shared with them). */
export default function ReportsListPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const profile = useProfile()
  // Paged by the API, newest first (the resource's default order, asked for by name).
  const { tableProps } = useTable<ExpenseReport, HttpError>({
    resource: 'expense_report', syncWithLocation: false, pagination: { pageSize: 20 }, sorters: { initial: [{ field: 'id', order: 'desc' }] },
  })
  const total = tableProps.pagination ? tableProps.pagination.total ?? 0 : 0
  const mayCreate = !!profile && can(profile, 'create', 'expense_report')
  return (
    <PageContent>
      <Link to="/expenses">{t('expenses_ui.reports.back_to_claims')}</Link>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 8 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>{t('expenses_ui.reports.title')}</Typography.Title>
        {mayCreate && <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${EXPENSE_REPORTS_URL}/create`)} data-testid="new-expense-report">{t('expenses_ui.reports.new')}</Button>}
      </Space>
      <Card style={{ marginTop: 16 }}>
        <Table<ExpenseReport>
          {...tableProps} rowKey="id" size="middle" data-testid="expense-report-table" scroll={{ x: true }}
          pagination={tableProps.pagination && total > (tableProps.pagination.pageSize ?? 0) ? tableProps.pagination : false}
          locale={{ emptyText: <EmptyState description={t('expenses_ui.reports.none')} /> }}
          columns={[
            { key: 'name', title: t('expenses_ui.fields.name'), render: (_, r) => <Link to={expenseReportUrl(r.id)} data-testid={`expense-report-link-${r.id}`}>{r.name}</Link> },
            { key: 'period', title: t('expenses_ui.reports.period'), render: (_, r) => fmtPeriod(r.period_start, r.period_end) },
            { key: 'currency', title: t('expenses_ui.fields.currency'), dataIndex: 'currency' },
            { key: 'total', title: t('expenses_ui.reports.total'), align: 'right', render: (_, r) => fmtMoney(r.total, r.currency) },
            { key: 'items', title: t('expenses_ui.reports.item_count'), dataIndex: 'item_count' },
            { key: 'status', title: t('expenses_ui.fields.status'), render: (_, r) => <ReportTags report={r} /> },
          ]}
        />
      </Card>
    </PageContent>
  )
}
