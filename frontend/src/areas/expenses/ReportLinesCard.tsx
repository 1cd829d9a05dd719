import { Alert, Card, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/EmptyState'
import { errorMessage } from '../../components/records/form-errors'
import { fmtDate, fmtMoney } from '../../components/formats'
import { useApiGet } from '../../providers/api-hooks'
import type { ReportLine, ReportLines } from './types'
import { EXPENSE_STATUS_COLOURS } from './expense-logic'
import { AddRateLink } from './AddRateLink'
import { formatNumber } from '@hr/shared'

/** The report's claims, each converted into the report's currency at its rate, with the total and the currencies still missing a rate. */
export function ReportLinesCard({ reportId, ratesEditable = false }: { reportId: number; ratesEditable?: boolean }) {
  const { t } = useTranslation()
  const { data, error, isFetching } = useApiGet<ReportLines>(`/expense-report/${reportId}/items`)
  const rows = data?.items ?? []
  return (
    <Card title={t('expenses_ui.reports.lines')}>
      {error && <Alert type="error" showIcon message={errorMessage(error, t('messages.error_occurred_contact_admin'))} />}
      {!!data?.missing_rates.length && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} data-testid="expense-report-missing-rates"
          message={t('expenses_ui.reports.missing_rates', { currencies: data.missing_rates.join(', ') })}
          description={ratesEditable ? data.missing_rates.map((c) => <AddRateLink key={c} reportId={reportId} currency={c} />) : undefined} />
      )}
      <Table<ReportLine>
        rowKey="id" size="small" data-testid="expense-report-lines" loading={isFetching} dataSource={rows} scroll={{ x: true }}
        pagination={rows.length > 50 ? { pageSize: 50 } : false}
        locale={{ emptyText: <EmptyState description={t('expenses_ui.reports.no_lines')} /> }}
        columns={[
          { key: 'person', title: t('expenses_ui.fields.person_id'), dataIndex: 'person_name' },
          { key: 'name', title: t('expenses_ui.fields.name'), dataIndex: 'name' },
          { key: 'item', title: t('expenses_ui.fields.allowance_item_id'), dataIndex: 'allowance_item_name' },
          { key: 'amount', title: t('expenses_ui.fields.amount'), align: 'right', render: (_, r) => fmtMoney(r.amount, r.currency) },
          { key: 'rate', title: t('expenses_ui.rates.rate'), align: 'right', render: (_, r) => (r.exchange_rate ? formatNumber(r.exchange_rate) : '—') },
          { key: 'rate_date', title: t('expenses_ui.rates.rate_date'), render: (_, r) => fmtDate(r.rate_date) },
          { key: 'converted', title: t('expenses_ui.reports.converted', { currency: data?.currency ?? '' }), align: 'right', render: (_, r) => fmtMoney(r.converted_amount, data?.currency) },
          { key: 'status', title: t('expenses_ui.fields.status'), render: (_, r) => <Tag color={EXPENSE_STATUS_COLOURS[r.status]} data-testid={`expense-line-status-${r.id}`}>{t(`expenses_ui.status.${r.status}`, { defaultValue: r.status })}</Tag> },
        ]}
        summary={() => (data ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={6}><Typography.Text strong>{t('expenses_ui.reports.total')}</Typography.Text></Table.Summary.Cell>
            <Table.Summary.Cell index={6} align="right"><Typography.Text strong data-testid="expense-report-total">{fmtMoney(data.total, data.currency)}</Typography.Text></Table.Summary.Cell>
            <Table.Summary.Cell index={7} />
          </Table.Summary.Row>
        ) : null)}
      />
    </Card>
  )
}
