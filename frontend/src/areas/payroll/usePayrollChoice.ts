import { useList } from '@refinedev/core'
import { useSearchParams } from 'react-router'
import type { Payroll } from './model'

/** The payrolls and the one chosen (kept in `?payroll=` so a link or a reload keeps it; the first by default). */
export function usePayrollChoice() {
  const [params, setParams] = useSearchParams()
  // A company has a handful of payrolls: all of them, by name, make the picker.
  const { result, query } = useList<Payroll>({ resource: 'payroll', sorters: [{ field: 'name', order: 'asc' }], pagination: { mode: 'off' } })
  const items = result?.data ?? []
  const asked = Number(params.get('payroll'))
  const selected = items.find((p) => p.id === asked) ?? items[0] ?? null
  const select = (id: number) => setParams((prev) => { const next = new URLSearchParams(prev); next.set('payroll', String(id)); return next }, { replace: true })
  return { payrolls: items, loading: query.isFetching, selected, select }
}
