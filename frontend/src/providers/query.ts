import type { CrudFilter, CrudSort, Pagination } from '@refinedev/core'
import { LIST_PAGE_SIZE, MAX_PAGE_SIZE } from '@hr/shared'

/** The pseudo-field of the list search box; it becomes the API's `query_string`. */
export const SEARCH_FIELD = 'q'

type Scalar = string | number | boolean

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

const asValues = (v: unknown): string[] =>
  (Array.isArray(v) ? v : [v]).filter((x) => !isEmpty(x)).map((x: Scalar) => String(x).trim()).filter(Boolean)

/** A `between` filter's two ends ([from, to], either may be empty). */
const asEnds = (v: unknown): [string, string] => {
  const [from, to] = Array.isArray(v) ? v : [v]
  return [asValues(from)[0] ?? '', asValues(to)[0] ?? '']
}

/**
 * Refine's list parameters as the API's list convention (spec: query_string, external[page],
 * external[per_page], filter[field]=a,b, sort=name|-name). Brackets are left unencoded so the
 * string reads like the contract; values are URI-encoded.
 * The API's field filters are `eq`/`in` (a list of values) and, on dates, an inclusive range
 * `from..to` with either end open: `gte`, `lte` and `between` ([from, to]) map to it, and a `gte`
 * and an `lte` on one field make one range. Other operators are dropped here rather than silently
 * turned into exact matches.
 */
export function buildListQuery(params: {
  pagination?: Pagination
  filters?: CrudFilter[]
  sorters?: CrudSort[]
}): string {
  const parts: [string, string][] = []
  const ranges = new Map<string, { from: string; to: string }>()
  const { currentPage = 1, pageSize = LIST_PAGE_SIZE, mode = 'server' } = params.pagination ?? {}

  for (const filter of params.filters ?? []) {
    if (!('field' in filter) || isEmpty(filter.value)) continue
    if (filter.field === SEARCH_FIELD) {
      const text = String(filter.value).trim()
      if (text) parts.push(['query_string', text])
      continue
    }
    if (filter.operator === 'gte' || filter.operator === 'lte' || filter.operator === 'between') {
      const [from, to] = filter.operator === 'between' ? asEnds(filter.value) : filter.operator === 'gte' ? [asValues(filter.value)[0] ?? '', ''] : ['', asValues(filter.value)[0] ?? '']
      const range = ranges.get(filter.field) ?? { from: '', to: '' }
      ranges.set(filter.field, { from: from || range.from, to: to || range.to })
      continue
    }
    if (filter.operator !== 'eq' && filter.operator !== 'in') continue
    const values = asValues(filter.value)
    if (values.length) parts.push([`filter[${filter.field}]`, values.join(',')])
  }
  for (const [field, { from, to }] of ranges) {
    if (from || to) parts.push([`filter[${field}]`, `${from}..${to}`])
  }

  if (mode === 'server') {
    parts.push(['external[page]', String(currentPage)], ['external[per_page]', String(pageSize)])
  } else {
    // Client-side or no pagination still needs the rows: ask for the largest page the API serves.
    parts.push(['external[page]', '1'], ['external[per_page]', String(MAX_PAGE_SIZE)])
  }

  const sort = (params.sorters ?? []).map((s) => (s.order === 'desc' ? `-${s.field}` : s.field))
  if (sort.length) parts.push(['sort', sort.join(',')])

  return parts.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')
}

/**
 * A custom call's query string (the data provider's `custom`): its filters and sorters in the list
 * convention, then its own parameters (brackets unencoded, empty values left out). No paging is
 * added: a custom call names its own.
 */
export function buildCustomQuery(params: { filters?: CrudFilter[]; sorters?: CrudSort[]; query?: Record<string, unknown> }): string {
  const listed = buildListQuery({ filters: params.filters, sorters: params.sorters })
    .split('&').filter((p) => p && !p.startsWith('external[page]=') && !p.startsWith('external[per_page]='))
  const own = Object.entries(params.query ?? {})
    .filter(([, v]) => !isEmpty(v))
    .map(([k, v]) => `${k}=${encodeURIComponent(Array.isArray(v) ? v.join(',') : String(v))}`)
  return [...listed, ...own].join('&')
}
