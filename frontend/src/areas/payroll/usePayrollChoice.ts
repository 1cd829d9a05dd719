import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { listPayrolls, PAYROLL_KEY } from './api'

/** The payrolls and the one chosen (kept in `?payroll=` so a link or a reload keeps it; the first by default). */
export function usePayrollChoice() {
  const [params, setParams] = useSearchParams()
  const payrolls = useQuery({ queryKey: [PAYROLL_KEY, 'payrolls'], queryFn: listPayrolls })
  const items = payrolls.data?.items ?? []
  const asked = Number(params.get('payroll'))
  const selected = items.find((p) => p.id === asked) ?? items[0] ?? null
  const select = (id: number) => setParams((prev) => { const next = new URLSearchParams(prev); next.set('payroll', String(id)); return next }, { replace: true })
  return { payrolls: items, loading: payrolls.isFetching, selected, select }
}
