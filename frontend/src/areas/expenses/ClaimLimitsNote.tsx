import { Alert, Skeleton } from 'antd'
import { useCustom } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import dayjs from 'dayjs'
import { fmtMoney } from '../../components/formats'
import { API_URL } from '../../providers/http'
import { EXPENSES_KEY, type ClaimLimits } from './api'
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
  // Under the expenses key: a decision's invalidation of the claims reads the limits again too.
  const { result, query } = useCustom<{ id: number; limits: ClaimLimits | null }>({
    url: `${API_URL}/expense/${claimId}/limits`, method: 'get',
    queryOptions: { queryKey: [EXPENSES_KEY, 'limits', claimId], staleTime: 0 },
  })
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 1 }} title={false} />
  const limits = result?.data?.limits
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
