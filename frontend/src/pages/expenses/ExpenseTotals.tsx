import { Alert, Space, Typography } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../components/records/form-errors'
import { fmtMoney } from '../payroll/format'
import { EXPENSES_KEY, expenseTotal, type ExpenseFilters } from './api'

/** The filtered claims' total in the customer's currency, each currency's own sum, and the currencies without a rate. */
export function ExpenseTotals({ filters }: { filters: ExpenseFilters }) {
  const { t } = useTranslation()
  const { data, error } = useQuery({ queryKey: [EXPENSES_KEY, 'total', filters], queryFn: () => expenseTotal(filters), retry: false })
  if (error) return <Alert type="warning" showIcon message={errorMessage(error, t('messages.error_occurred_contact_admin'))} />
  if (!data) return null
  return (
    <Space direction="vertical" size={2} data-testid="expense-totals">
      <Typography.Text strong>{t('expenses_ui.total', { total: fmtMoney(data.total, data.currency) })}</Typography.Text>
      {data.by_currency.length > 1 && (
        <Typography.Text type="secondary">{data.by_currency.map((c) => fmtMoney(c.total, c.currency)).join(' · ')}</Typography.Text>
      )}
      {data.unconverted.length > 0 && (
        <Typography.Text type="warning" data-testid="expense-totals-unconverted">{t('expenses_ui.unconverted', { currencies: data.unconverted.join(', ') })}</Typography.Text>
      )}
    </Space>
  )
}
