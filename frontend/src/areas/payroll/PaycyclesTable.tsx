import { Table, Tag } from 'antd'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/EmptyState'
import type { Paycycle } from './api'
import { cycleUrl } from './cycle-steps'
import { fmtDate, fmtPeriod } from '../../components/formats'
import { StageTag } from './StageTag'

/** A payroll's paycycles: period, dates, stage (with its cycle code) and the link to the cycle's page. */
export function PaycyclesTable({ rows, loading }: { rows: Paycycle[]; loading?: boolean }) {
  const { t } = useTranslation()
  return (
    <Table<Paycycle>
      rowKey="id"
      size="middle"
      data-testid="paycycle-table"
      loading={loading}
      dataSource={rows}
      pagination={rows.length > 26 ? { pageSize: 26 } : false}
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
