import { Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/EmptyState'
import { useApiGet } from '../../providers/api-hooks'
import type { HistoryEntry } from './model'
import { fmtDateTime } from '../../components/formats'

/** Who moved the cycle, when, from which stage to which, and their notes (newest first). */
export function CycleHistory({ paycycleId }: { paycycleId: number }) {
  const { t } = useTranslation()
  const { data, isFetching } = useApiGet<{ items: HistoryEntry[] }>(`/paycycle/${paycycleId}/history`)
  const rows = [...(data?.items ?? [])].sort((a, b) => b.at.localeCompare(a.at))
  const stage = (s: string | null) => (s ? t(`enums.stage.${s}`, { defaultValue: s }) : '')
  return (
    <Table<HistoryEntry & { n: number }>
      rowKey="n"
      size="small"
      data-testid="cycle-history"
      loading={isFetching}
      dataSource={rows.map((r, n) => ({ ...r, n }))}
      pagination={rows.length > 10 ? { pageSize: 10 } : false}
      locale={{ emptyText: <EmptyState description={t('payroll_ui.history.none')} /> }}
      columns={[
        { key: 'at', title: t('payroll_ui.history.at'), render: (_, r) => fmtDateTime(r.at) },
        { key: 'who', title: t('payroll_ui.history.who'), render: (_, r) => r.user_name ?? '—' },
        { key: 'action', title: t('payroll_ui.history.action'), render: (_, r) => t(`payroll_ui.history.actions.${r.action}`, { defaultValue: r.action }) },
        { key: 'move', title: t('payroll_ui.history.move'), render: (_, r) => [stage(r.from), stage(r.to)].filter(Boolean).join(' → ') + (r.level ? ` (${t('paycycle.fields.approval_level')} ${r.level})` : '') },
        { key: 'notes', title: t('payroll_ui.history.notes'), render: (_, r) => r.notes ?? '' },
      ]}
    />
  )
}
