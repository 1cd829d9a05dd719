import { Alert, Space, Spin, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import type { HttpError } from '@refinedev/core'
import { EmptyState } from '../../components/EmptyState'
import { errorMessage } from '../../components/records/form-errors'
import { useApiGet } from '../../providers/api-hooks'
import { centralPath, cycleQuery, type ChangeReport } from './model'
import { isDecimal } from '../../components/decimal'
import { fmtDateTime, fmtMoney } from '../../components/formats'

const HIDDEN = new Set(['id', 'person_id', 'paycycle_id', 'report_id'])

/**
 * What changed for this cycle (GET /api/payroll-central/change-report). Until the report exists the
 * API answers 409 with its message, shown as is. Columns follow the items the API sends.
 */
export function ChangeReportTab({ paycycleId }: { paycycleId: number }) {
  const { t } = useTranslation()
  const { data, error, isLoading } = useApiGet<ChangeReport>(centralPath('change-report'), { query: cycleQuery(paycycleId) })
  if (error) {
    const notReady = (error as unknown as HttpError).statusCode === 409
    return <Alert type={notReady ? 'info' : 'error'} showIcon data-testid="change-report-message" message={errorMessage(error, t('messages.change_report_not_ready'))} />
  }
  if (isLoading || !data) return <Spin />
  const items = data.items ?? []
  const keys = [...new Set(items.flatMap((i) => Object.keys(i)))].filter((k) => !HIDDEN.has(k))
  const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : isDecimal(v) && String(v).includes('.') ? fmtMoney(v) : String(v))
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {!data.ready && <Alert type="info" showIcon message={t('messages.change_report_not_ready')} />}
      {data.confirmed_at && <Alert type="success" showIcon message={t('payroll_ui.change.confirmed_at', { at: fmtDateTime(data.confirmed_at) })} data-testid="change-report-confirmed" />}
      <Table<Record<string, unknown> & { n: number }>
        rowKey="n" size="small" data-testid="change-report" scroll={{ x: true }}
        dataSource={items.map((i, n) => ({ ...i, n }))}
        pagination={items.length > 50 ? { pageSize: 50 } : false}
        locale={{ emptyText: <EmptyState description={t('payroll_ui.change.none')} /> }}
        columns={keys.map((k) => ({ key: k, title: t(`payroll_ui.change.columns.${k}`, { defaultValue: k }), render: (_: unknown, r: Record<string, unknown>) => show(r[k]) }))}
      />
    </Space>
  )
}
