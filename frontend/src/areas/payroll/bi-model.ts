import type { RegisterRow } from './model'
import { plotValue, sumDecimals } from '../../components/decimal'

/**
 * The BI view's chart data from a locked report's register: gross and net per person, and the
 * employer's cost by pay item category (earnings and employer costs; deductions are inside gross,
 * calculation fields and reference-only items are never summed). Sums are exact; numbers only for plotting.
 */
export function grossNetByPerson(rows: Pick<RegisterRow, 'person_name' | 'gross' | 'net'>[]) {
  return rows.flatMap((r) => [
    { person: r.person_name, measure: 'gross' as const, value: plotValue(r.gross) },
    { person: r.person_name, measure: 'net' as const, value: plotValue(r.net) },
  ])
}

export function costByCategory(rows: Pick<RegisterRow, 'items'>[]): { category: string; amount: string; value: number }[] {
  const byCategory = new Map<string, string[]>()
  for (const row of rows) {
    for (const item of row.items) {
      if (item.reference_only || (item.kind !== 'earning' && item.kind !== 'employer')) continue
      byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), item.amount])
    }
  }
  return [...byCategory].map(([category, amounts]) => {
    const amount = sumDecimals(amounts)
    return { category, amount, value: plotValue(amount) }
  }).filter((c) => c.value > 0).sort((a, b) => b.value - a.value)
}
