import { useList } from '@refinedev/core'
import { MAX_PAGE_SIZE } from '@hr/shared'

/**
 * The business entities the acting user may reach (own company's and, for customers, their
 * vendor's), as select options and a name lookup for list cells.
 */
export function useEntityOptions() {
  const { result } = useList({ resource: 'business_entity', pagination: { currentPage: 1, pageSize: MAX_PAGE_SIZE } })
  const rows = result?.data ?? []
  const options = rows.map((r) => ({ value: Number(r.id), label: String(r.display_name || r.name) }))
  const nameOf = (id: unknown) => options.find((o) => o.value === Number(id))?.label ?? (id == null ? '' : `#${id}`)
  return { options, nameOf }
}
