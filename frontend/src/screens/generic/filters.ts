import type { CrudFilter } from '@refinedev/core'
import { filterableFields, searchableFields, type ResourceDef } from '@hr/shared'
import { SEARCH_FIELD } from '../../providers/query'

export type FilterValues = Record<string, unknown>

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

/**
 * What the search box says it searches: the labels of the fields the list's query_string matches
 * (the catalogue's `search: true`, as the API reads them), joined as "a, b or c". In English a label
 * reads in the sentence in lower case ("Search by name or work e-mail"); an acronym keeps its case.
 * Null when the resource declares no searched field: then there is no search box at all.
 */
export function searchedFieldsText(def: ResourceDef, label: (field: ReturnType<typeof searchableFields>[number]) => string, lang: string): string | null {
  const labels = searchableFields(def).map((f) => {
    const text = label(f)
    return lang.startsWith('en') && /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text
  })
  if (!labels.length) return null
  return new Intl.ListFormat(lang, { style: 'long', type: 'disjunction' }).format(labels)
}

/**
 * The filter bar's values as Refine filters. A cleared control yields `undefined`, which
 * Refine's merge drops, so clearing a filter removes it from the query.
 */
export function searchFilters(def: ResourceDef, values: FilterValues): CrudFilter[] {
  const q = typeof values[SEARCH_FIELD] === 'string' ? (values[SEARCH_FIELD] as string).trim() : ''
  return [
    { field: SEARCH_FIELD, operator: 'contains', value: q || undefined },
    ...filterableFields(def).map((f): CrudFilter => {
      const v = values[f.name]
      return f.type === 'enum'
        ? { field: f.name, operator: 'in', value: empty(v) ? undefined : v }
        : { field: f.name, operator: 'eq', value: empty(v) ? undefined : v }
    }),
  ]
}
