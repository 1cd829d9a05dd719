import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { currencyChoices } from './model'
import { usePayrollCurrencies } from './usePayrollSetup'

interface Props { id?: string; value?: string | null; onChange?: (value: string | null) => void }

/** The payroll currency: the ten payroll currencies plus the company's own (domain "Payroll currency choices"). */
export function PayrollCurrencySelect({ id, value, onChange }: Props) {
  const { t } = useTranslation()
  const { data, isFetching } = usePayrollCurrencies()
  const own = data?.customer_currency ?? null
  const options = currencyChoices(data?.items ?? [], own, value).map((code) => ({
    value: code,
    label: code === own ? t('payroll_setup.currency_customer', { code }) : code,
  }))
  return (
    <Select id={id} showSearch optionFilterProp="label" loading={isFetching} options={options}
      value={value ?? undefined} onChange={(v) => onChange?.(v ?? null)} data-testid="payroll-currency" />
  )
}
