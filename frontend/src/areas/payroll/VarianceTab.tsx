import { Alert, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/EmptyState'
import { errorMessage } from '../../components/records/form-errors'
import { useApiGet } from '../../providers/api-hooks'
import { centralPath, cycleQuery, type VarianceReport, type VarianceRow } from './model'
import { EMPTY, fmtMoney, isNegative } from '../../components/formats'
import { formatPercent } from '@hr/shared'

/** Each person's item against the previous cycle: previous, current, change and change % (GET /api/payroll-central/variance-report). */
export function VarianceTab({ paycycleId }: { paycycleId: number }) {
  const { t } = useTranslation()
  const { data, error, isFetching } = useApiGet<VarianceReport>(centralPath('variance-report'), { query: cycleQuery(paycycleId) })
  if (error) return <Alert type="error" showIcon message={errorMessage(error, t('messages.error_occurred_contact_admin'))} />
  const rows = data?.rows ?? []
  const signed = (v: string | null, suffix = '') => (v === null || v === undefined || v === ''
    ? EMPTY
    : <Typography.Text type={isNegative(v) ? 'danger' : undefined}>{suffix ? formatPercent(v) : fmtMoney(v)}</Typography.Text>)
  const table = (
    <Table<VarianceRow>
      rowKey={(r) => `${r.person_id}:${r.key}`} size="small" data-testid="variance-report" loading={isFetching} scroll={{ x: true }}
      dataSource={rows}
      pagination={rows.length > 50 ? { pageSize: 50 } : false}
      locale={{ emptyText: <EmptyState description={t('payroll_ui.variance.none')} /> }}
      columns={[
        { key: 'person', title: t('payroll_ui.register.person'), dataIndex: 'person_name' },
        { key: 'item', title: t('payroll_ui.variance.item'), dataIndex: 'name' },
        { key: 'previous', title: t('payroll_ui.variance.previous'), align: 'right', render: (_, r) => fmtMoney(r.previous) },
        { key: 'current', title: t('payroll_ui.variance.current'), align: 'right', render: (_, r) => fmtMoney(r.current) },
        { key: 'change', title: t('payroll_ui.variance.change'), align: 'right', render: (_, r) => signed(r.change) },
        { key: 'change_pct', title: t('payroll_ui.variance.change_pct'), align: 'right', render: (_, r) => signed(r.change_pct, '%') },
      ]}
    />
  )
  if (!data?.previous_withheld) return table
  return (
    <>
      <Alert type="info" showIcon message={data.message} style={{ marginBottom: 12 }} data-testid="variance-previous-withheld" />
      {table}
    </>
  )
}
