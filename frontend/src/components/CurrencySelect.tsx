import { Select } from 'antd'
import { PAYROLL_CURRENCIES } from '@hr/shared'
import { useApiGet } from '../providers/api-hooks'

interface Props {
  value?: string | null
  onChange?: (value: string | null) => void
  id?: string
  placeholder?: string
  testId?: string
  style?: React.CSSProperties
}

/**
 * A currency by its ISO code: any ISO 4217 currency (GET /api/currencies), the payroll currencies
 * first since most claims are in them; until the list arrives, those alone.
 */
export function CurrencySelect({ value, onChange, id, placeholder, testId, style }: Props) {
  // GET /api/currencies: every ISO 4217 currency (cached a day by the browser), read once.
  const { data } = useApiGet<{ items: { code: string; name: string; digits: number }[] }>('/currencies', { staleTime: Infinity })
  const common = PAYROLL_CURRENCIES as readonly string[]
  const others = (data?.items ?? []).filter((c) => !common.includes(c.code))
  const options = [
    ...common.map((c) => ({ value: c, label: c })),
    ...others.map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` })),
  ]
  if (value && !options.some((o) => o.value === value)) options.push({ value, label: value })
  return (
    <Select id={id} showSearch allowClear placeholder={placeholder} value={value ?? undefined} onChange={(v) => onChange?.(v ?? null)}
      options={options} optionFilterProp="label" style={{ minWidth: 100, ...style }} data-testid={testId} />
  )
}
