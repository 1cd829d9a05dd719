import { useTable } from '@refinedev/antd'
import type { BaseRecord } from '@refinedev/core'
import { LIST_PAGE_SIZE, getResource, mayUseField, type FieldDef } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { searchFilters, type FilterValues } from './filters'

/**
 * A catalogue list's table state (paging, sorting, filters in the URL) and its columns: the title
 * field first, then the catalogue's list columns in declaration order.
 */
export function useCatalogueTable(resource: string) {
  const def = getResource(resource)
  const table = useTable<BaseRecord, any, FilterValues>({
    resource,
    pagination: { pageSize: LIST_PAGE_SIZE },
    syncWithLocation: true,
    onSearch: (values) => searchFilters(def, values),
  })
  const title = def.fields.find((f) => f.name === def.titleField)!
  const profile = useProfile()
  // A column the API withholds from this user (a case's fees for its person) is left out, not shown empty.
  const columns: FieldDef[] = [title, ...def.fields.filter((f) => f.list && f.name !== def.titleField && mayUseField(profile, def, f))]
  return { def, title, columns, ...table }
}
