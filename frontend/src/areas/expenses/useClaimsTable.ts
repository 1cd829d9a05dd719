import { useEffect } from 'react'
import { useTable } from '@refinedev/antd'
import type { HttpError } from '@refinedev/core'
import { claimFilters, type Expense, type ExpenseFilters } from './types'

const PAGE_SIZE = 20

/**
 * A claims table over the one data provider: paged, sorted and filtered by the API (GET /api/expense,
 * newest transaction first). The screen's filters are permanent ones: a change reads the first page again.
 */
export function useClaimsTable(filters: ExpenseFilters, opts: { enabled?: boolean; personIds?: number[] } = {}) {
  const permanent = [
    ...claimFilters(filters),
    ...(opts.personIds ? [{ field: 'person_id', operator: 'in' as const, value: opts.personIds }] : []),
  ]
  const table = useTable<Expense, HttpError>({
    resource: 'expense',
    syncWithLocation: false,
    pagination: { pageSize: PAGE_SIZE },
    sorters: { initial: [{ field: 'transaction_date', order: 'desc' }] },
    filters: { permanent },
    queryOptions: { enabled: opts.enabled ?? true },
  })
  const key = JSON.stringify(permanent)
  const { setCurrentPage } = table
  useEffect(() => { setCurrentPage(1) }, [key, setCurrentPage])
  return table
}

export type ClaimsTable = ReturnType<typeof useClaimsTable>
