import type { AxiosInstance, AxiosRequestConfig } from 'axios'
import type { BaseRecord, DataProvider } from '@refinedev/core'
import simpleRest from '@refinedev/simple-rest'
import { catalogue } from '@hr/shared'
import { API_URL, httpClient } from './http'
import { buildCustomQuery, buildListQuery } from './query'

export { buildListQuery, SEARCH_FIELD } from './query'
export { toHttpError } from './errors'

interface ListEnvelope<T> { items: T[]; itemsTotal: number; nextPage: number | null }

/** Refine resource names are catalogue names; the API path is the catalogue's `path`. */
const pathOf = (resource: string) => catalogue.find((r) => r.name === resource)?.path ?? resource

/**
 * The one data provider: @refinedev/simple-rest for plain reads, creates and deletes, with the
 * list, many-read and update calls rewritten to the API's conventions (list envelope,
 * filter/sort/paging parameters, updates as POST { update_data }). Every call sends `meta.headers`
 * (simple-rest's own convention), e.g. X-Vendor-Id for a superadmin working on one vendor's rows.
 */
export function createDataProvider(apiUrl: string, client: AxiosInstance): DataProvider {
  const base = simpleRest(apiUrl, client)
  return {
    ...base,
    getList: async ({ resource, pagination, filters, sorters, meta }) => {
      const qs = buildListQuery({ pagination, filters, sorters })
      const { data } = await client.get<ListEnvelope<any>>(`${apiUrl}/${pathOf(resource)}?${qs}`, { headers: meta?.headers })
      return { data: data.items, total: data.itemsTotal }
    },
    getMany: async ({ resource, ids }) => {
      const qs = buildListQuery({
        filters: [{ field: 'id', operator: 'in', value: ids }],
        pagination: { currentPage: 1, pageSize: ids.length || 1 },
      })
      const { data } = await client.get<ListEnvelope<any>>(`${apiUrl}/${pathOf(resource)}?${qs}`)
      return { data: data.items }
    },
    getOne: (params) => base.getOne({ ...params, resource: pathOf(params.resource) }),
    create: (params) => base.create({ ...params, resource: pathOf(params.resource), meta: { ...params.meta, method: 'post' } }),
    update: async ({ resource, id, variables, meta }) => {
      const { data } = await client.post<BaseRecord>(`${apiUrl}/${pathOf(resource)}/${id}`, { update_data: variables }, { headers: meta?.headers })
      return { data: data as any }
    },
    deleteOne: (params) => base.deleteOne({ ...params, resource: pathOf(params.resource) }),
    // The API's own endpoints (moves, settings, notifications): the URL as given, filters and sorters in
    // the list convention, `query` as parameters on any method, `payload` as the body.
    // meta.responseType 'blob': a file to save; meta.anyStatus: a refusal's body is answered as sent,
    // { status, body, headers }, for screens that show more of it than the field → message errors (import rows)
    // or read a header (a file's name).
    custom: async ({ url, method, filters, sorters, payload, query, headers, meta }) => {
      const qs = buildCustomQuery({ filters, sorters, query: query as Record<string, unknown> | undefined })
      const full = qs ? `${url}?${qs}` : url
      const config: AxiosRequestConfig = { headers }
      if (meta?.responseType) config.responseType = meta.responseType
      if (meta?.anyStatus) config.validateStatus = () => true
      const res = method === 'post' || method === 'put' || method === 'patch'
        ? await client[method](full, payload, config)
        : method === 'delete' ? await client.delete(full, { ...config, data: payload }) : await client.get(full, config)
      return { data: meta?.anyStatus ? { status: res.status, body: res.data, headers: res.headers } : res.data }
    },
  }
}

export const dataProvider = createDataProvider(API_URL, httpClient)
