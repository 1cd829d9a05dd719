import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { LIST_PAGE_SIZE, MAX_PAGE_SIZE, filterableFields, sortableFields, type ResourceDef } from '@hr/shared'

export interface ListQuery {
  search: string | null
  page: number
  perPage: number
  filters: { field: string; values: string[] }[]
  sort: { field: string; direction: 'asc' | 'desc' }[]
}

const positiveInt = (v: unknown, fallback: number) => {
  const n = Number(v)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

function asList(v: unknown): string[] {
  if (v === undefined || v === null || v === '') return []
  if (Array.isArray(v)) return v.flatMap(asList)
  if (typeof v === 'object') return Object.values(v as object).flatMap(asList)
  return String(v).split(',').map((s) => s.trim()).filter(Boolean)
}

/** Paging and search of any list, catalogue or bespoke: external[page], external[per_page], query_string. */
export function parsePaging(qs: Record<string, any>) {
  const external = (typeof qs.external === 'object' && qs.external) || {}
  const page = positiveInt(external.page ?? qs.page, 1)
  const perPage = Math.min(positiveInt(external.per_page ?? qs.per_page, LIST_PAGE_SIZE), MAX_PAGE_SIZE)
  const search = typeof qs.query_string === 'string' && qs.query_string.trim() ? qs.query_string.trim() : null
  return { page, perPage, search, offset: (page - 1) * perPage }
}

/** Rows where any of `columns` contains `search`, case-insensitively; LIKE's own wildcards in it match literally. */
export function whereSearch(query: DatabaseQueryBuilderContract<any>, columns: string[], search: string | null) {
  if (!search) return query
  const term = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return query.where((w) => {
    for (const c of columns) w.orWhereRaw(`lower(${c}) like ? escape '\\'`, [term])
  })
}

/**
 * The list convention of the spec: query_string, external[page], external[per_page], filter[...], sort.
 * Unknown filters and sort fields are ignored rather than passed to SQL: only catalogue-declared
 * filterable/sortable columns reach the query.
 */
export function parseListQuery(def: ResourceDef, qs: Record<string, any>): ListQuery {
  const { page, perPage, search } = parsePaging(qs)

  const filterable = new Set(filterableFields(def).map((f) => f.name))
  filterable.add('id')
  const rawFilter = (typeof qs.filter === 'object' && qs.filter) || {}
  const filters = Object.entries(rawFilter)
    .filter(([field]) => filterable.has(field))
    .map(([field, v]) => ({ field, values: asList(v) }))
    .filter((f) => f.values.length > 0)

  const sortable = new Set(sortableFields(def).map((f) => f.name))
  const sort = asList(qs.sort)
    .map((s) => {
      const desc = s.startsWith('-') || s.toLowerCase().endsWith(':desc')
      const field = s.replace(/^-/, '').replace(/:(asc|desc)$/i, '')
      return { field, direction: desc ? ('desc' as const) : ('asc' as const) }
    })
    .filter((s) => sortable.has(s.field))
  return { search, page, perPage, filters, sort }
}
