import { Alert, Space, Typography } from 'antd'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { can } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { useApiGet } from '../../providers/api-hooks'
import { errorMessage } from '../../components/records/form-errors'
import { fmtDate, fmtMoney } from '../../components/formats'
import { totalQuery, type ExpenseFilters, type ExpenseTotal, type MissingRate } from './types'
import { AddRateLink } from './AddRateLink'
import { sourceLines } from './expense-logic'

/**
 * The filtered claims' total in the customer's currency, each currency's own sum, where every rate
 * came from (a report's own, or the platform's), and each currency left out with the way to add
 * its rate: in the report its claims are in, else in the platform's exchange rates (issue 43 §6).
 */
export function ExpenseTotals({ filters }: { filters: ExpenseFilters }) {
  const { t } = useTranslation()
  const profile = useProfile()
  const query = totalQuery(filters)
  const { data, error } = useApiGet<ExpenseTotal>('/expense-total', { query })
  if (error) return <Alert type="warning" showIcon message={errorMessage(error, t('messages.error_occurred_contact_admin'))} />
  if (!data?.currency) return null
  const sources = sourceLines(data.sources ?? [], fmtDate)
  const readsReport = (id: number) => !!profile && (can(profile, 'list', 'expense_report') || !!profile.shared_expense_report_ids?.includes(id))
  const keepsPlatformRates = !!profile && can(profile, 'create', 'exchange_rate')
  const offer = (m: MissingRate) => {
    if (m.report_id !== null) {
      return readsReport(m.report_id)
        ? <AddRateLink reportId={m.report_id} currency={m.currency} reportName={m.report_name ?? `#${m.report_id}`} />
        : t('expenses_ui.rate_sources.missing_in_report', { currency: m.currency, report: m.report_name ?? `#${m.report_id}` })
    }
    return keepsPlatformRates
      ? <Link to="/superadmin/exchange-rate/create">{t('expenses_ui.rate_sources.add_platform', { from: m.currency, to: data.currency })}</Link>
      : t('expenses_ui.rate_sources.missing_platform', { from: m.currency, to: data.currency })
  }
  return (
    <Space direction="vertical" size={2} data-testid="expense-totals">
      <Typography.Text strong>{t('expenses_ui.total', { total: fmtMoney(data.total, data.currency) })}</Typography.Text>
      {data.by_currency.length > 1 && (
        <Typography.Text type="secondary">{data.by_currency.map((c) => fmtMoney(c.total, c.currency)).join(' · ')}</Typography.Text>
      )}
      {sources.length > 0 && (
        <Typography.Text type="secondary" data-testid="expense-totals-sources">
          {t('expenses_ui.rate_sources.rates', { sources: sources.map((s) => t(s.key, s.values)).join(', ') })}
        </Typography.Text>
      )}
      {data.unconverted.length > 0 && (
        <Typography.Text type="warning" data-testid="expense-totals-unconverted">{t('expenses_ui.unconverted', { currencies: data.unconverted.join(', ') })}</Typography.Text>
      )}
      {(data.missing ?? []).map((m) => (
        <Typography.Text key={`${m.currency}:${m.report_id ?? ''}`} data-testid={`expense-totals-missing-${m.currency}`}>{offer(m)}</Typography.Text>
      ))}
    </Space>
  )
}
