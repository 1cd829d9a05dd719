import { Alert, Skeleton } from 'antd'
import { useTranslation } from 'react-i18next'
import dayjs from 'dayjs'
import { fmtMoney } from '../../components/formats'
import { useApiGet } from '../../providers/api-hooks'
import type { ClaimLimits } from './types'
import { limitLines } from './expense-logic'
import { formatMonth } from '../../i18n/format'

/**
 * Beside the decision on a claim (issue 42 §3): its item's limits and the sums they are compared
 * with — the claim, and the month's claims that count (positive, not rejected) with this one — in
 * the limits' currency, judged by the API now, as the decision will judge them. Nothing for an
 * item without limits.
 */
export function ClaimLimitsNote({ claimId }: { claimId: number }) {
  const { t } = useTranslation()
  // Read again after every decision (the claims table refreshes every read of the data provider).
  const { data, isLoading } = useApiGet<{ id: number; limits: ClaimLimits | null }>(`/expense/${claimId}/limits`, { staleTime: 0 })
  if (isLoading) return <Skeleton active paragraph={{ rows: 1 }} title={false} />
  const limits = data?.limits
  if (!limits) return null
  const lines = limitLines(limits)
  if (!lines.length) return null
  const month = formatMonth(dayjs(`${limits.month}-01`), true)
  return (
    <Alert
      type={limits.over_limit ? 'warning' : 'info'} showIcon style={{ marginBottom: 12 }} data-testid="expense-decision-limits"
      message={t(limits.over_limit ? 'expenses_ui.limits.over' : 'expenses_ui.limits.within')}
      description={lines.map((line) => (
        <div key={line.key} data-testid={`${line.key.replace(/\./g, '-')}${line.over ? '-over' : ''}`}>
          {t(line.key, { month, ...Object.fromEntries(Object.entries(line.amounts).map(([k, v]) => [k, fmtMoney(v, limits.currency)])) })}
        </div>
      ))}
    />
  )
}
