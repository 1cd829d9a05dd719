import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { useTable } from '@refinedev/antd'
import type { BaseRecord } from '@refinedev/core'
import { LIST_PAGE_SIZE, getResource, mayUseField, type FieldDef } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import type { FilterValues } from './filters'
import { listFilters, openingFilters, type ListSlots } from '../slots'

/**
 * A catalogue list's table state (paging, sorting, filters in the URL) and its columns: the title
 * field first, then the catalogue's list columns in declaration order. A list's slots add filter
 * controls and the filters it opens with (`initialValues` for the filter bar).
 */
export function useCatalogueTable(resource: string, slots?: ListSlots) {
  const def = getResource(resource)
  const [params] = useSearchParams()
  // Read once: the page's own query only says how the list opens.
  const [opening] = useState(() => openingFilters(def, slots, params))
  const table = useTable<BaseRecord, any, FilterValues>({
    resource,
    pagination: { pageSize: LIST_PAGE_SIZE },
    syncWithLocation: true,
    filters: opening.filters.length ? { initial: opening.filters } : undefined,
    onSearch: (values) => listFilters(def, slots, values),
  })
  const title = def.fields.find((f) => f.name === def.titleField)!
  const profile = useProfile()
  // A column the API withholds from this user (a case's fees for its person) is left out, not shown empty.
  const columns: FieldDef[] = [title, ...def.fields.filter((f) => f.list && f.name !== def.titleField && mayUseField(profile, def, f))]
  const searchFormProps = opening.values ? { ...table.searchFormProps, initialValues: opening.values } : table.searchFormProps
  return { def, title, columns, ...table, searchFormProps }
}
