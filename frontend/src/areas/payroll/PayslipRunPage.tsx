import { useState } from 'react'
import { Card, Select, Space } from 'antd'
import { useList } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import dayjs from 'dayjs'
import { PageContent } from '../../layout/PageContent'
import { EmptyState } from '../../components/EmptyState'
import type { Paycycle } from './model'
import { fmtPeriod } from '../../components/formats'
import { CyclePayslips } from './CyclePayslips'
import { PayrollNav } from './PayrollNav'
import { usePayrollChoice } from './usePayrollChoice'

/** /payroll/payslip: a payroll's cycle (the latest started one by default) and its payslips. */
export default function PayslipRunPage() {
  const { t } = useTranslation()
  const { payrolls, loading, selected, select } = usePayrollChoice()
  const [cycleId, setCycleId] = useState<number | null>(null)
  // The payroll's cycles, newest period first (the picker offers them all).
  const { result: cycles, query } = useList<Paycycle>({
    resource: 'paycycle', filters: [{ field: 'payroll_id', operator: 'eq', value: selected?.id }], sorters: [{ field: 'period_start', order: 'desc' }],
    pagination: { mode: 'off' }, queryOptions: { enabled: !!selected },
  })
  const items = cycles.data
  const today = dayjs().format('YYYY-MM-DD')
  const fallback = items.find((c) => c.stage !== 'not_started') ?? items.find((c) => c.period_start <= today) ?? items[0]
  const current = items.find((c) => c.id === cycleId) ?? fallback ?? null

  return (
    <PageContent>
      <PayrollNav active="payslips" />
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Space wrap>
          <Select showSearch optionFilterProp="label" style={{ minWidth: 260 }} loading={loading} aria-label={t('paycycle.fields.payroll_id')}
            value={selected?.id} onChange={(id) => { select(id); setCycleId(null) }} options={payrolls.map((p) => ({ value: p.id, label: p.name }))} />
          <Select showSearch optionFilterProp="label" style={{ minWidth: 320 }} loading={query.isFetching} aria-label={t('payroll_ui.paycycle')} data-testid="payslip-cycle"
            value={current?.id} onChange={setCycleId} options={items.map((c) => ({ value: c.id, label: `${c.name} (${fmtPeriod(c.period_start, c.period_end)})` }))} />
        </Space>
        <Card>{current ? <CyclePayslips key={current.id} paycycleId={current.id} /> : <EmptyState description={t('payroll_ui.home.no_cycles')} />}</Card>
      </Space>
    </PageContent>
  )
}
