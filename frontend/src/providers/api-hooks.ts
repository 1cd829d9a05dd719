import { useCustom, useCustomMutation, useDataProvider, useInvalidate, type HttpError, type MetaQuery } from '@refinedev/core'
import i18next from 'i18next'
import { API_URL } from './http'
import { toHttpError } from './errors'

/**
 * The API's own endpoints (not a catalogue resource's list, read or write) through Refine's
 * useCustom/useCustomMutation and the one data provider (data-provider.ts `custom`). Screens show
 * their own errors and success messages, so Refine's notifications are off.
 */

interface ApiGetOptions<T> {
  /** query parameters, e.g. { 'filter[role]': 'vendor', 'external[page]': 1 } */
  query?: Record<string, unknown>
  enabled?: boolean
  /** a period, or one chosen from the last answer (poll while something is still moving) */
  refetchInterval?: number | ((data: T | undefined) => number | false)
  retry?: boolean
  refetchOnWindowFocus?: boolean
  /** keep showing the last answer while the next one loads (a list's next page or filter) */
  keepPrevious?: boolean
  headers?: Record<string, string>
  /** how long an answer stays fresh (ms): a list that rarely changes is read once */
  staleTime?: number
}

/** GET /api<path>: `data` is the answer's body. */
export function useApiGet<T>(path: string, opts: ApiGetOptions<T> = {}) {
  const every = opts.refetchInterval
  const { result, query } = useCustom<any, HttpError>({
    url: `${API_URL}${path}`, method: 'get',
    config: { query: opts.query, headers: opts.headers },
    errorNotification: false,
    queryOptions: {
      enabled: opts.enabled ?? true, retry: opts.retry ?? false,
      ...(every ? { refetchInterval: typeof every === 'function' ? (q: { state: { data?: { data: T } } }) => every(q.state.data?.data) : every } : {}),
      ...(opts.refetchOnWindowFocus === false ? { refetchOnWindowFocus: false } : {}),
      ...(opts.keepPrevious ? { placeholderData: <D,>(previous: D) => previous } : {}),
      ...(opts.staleTime !== undefined ? { staleTime: opts.staleTime } : {}),
    },
  })
  return {
    data: query.isSuccess ? (result?.data as T) : undefined,
    error: query.error, isLoading: query.isLoading, isFetching: query.isFetching,
    refetch: () => query.refetch(),
  }
}

type Method = 'post' | 'put' | 'patch' | 'delete'

/** POST/DELETE/… on /api<path>, answering the body; a refusal rejects with the HttpError. */
export function useApiCall() {
  const { mutateAsync, mutation } = useCustomMutation<any, HttpError, unknown>()
  const dataProvider = useDataProvider()
  // The body goes as given (none for a bare POST or DELETE), as the hand calls sent it.
  const call = async <T = any>(method: Method, path: string, body?: unknown, meta?: MetaQuery, headers?: Record<string, string>): Promise<T> => {
    const res = await mutateAsync({
      url: `${API_URL}${path}`, method, values: body, meta, config: headers ? { headers } : undefined,
      successNotification: false, errorNotification: false,
    })
    return res.data as T
  }
  return {
    /** headers: e.g. X-Vendor-Id, a catalogue resource written as a partner vendor */
    post: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => call<T>('post', path, body, undefined, headers),
    remove: <T = any>(path: string, body?: unknown) => call<T>('delete', path, body),
    /** A POST whose refusal is answered too: { status, body } (data-provider.ts meta.anyStatus). */
    postAnyStatus: (path: string, body?: unknown) => call<{ status: number; body: unknown }>('post', path, body, { anyStatus: true }),
    /** A file the API makes (a template, an export), read on demand. */
    getBlob: async (path: string) =>
      (await dataProvider().custom!<Blob>({ url: `${API_URL}${path}`, method: 'get', meta: { responseType: 'blob' } })).data,
    /**
     * A file the API makes on demand (an export) with its Content-Disposition, to name it by; a refusal
     * rejects with the API's message, read from the JSON the blob carries.
     */
    getFile: async (path: string, query?: Record<string, unknown>) => {
      const { data } = await dataProvider().custom!<{ status: number; body: Blob; headers: Record<string, string | undefined> }>({
        url: `${API_URL}${path}`, method: 'get', query, meta: { responseType: 'blob', anyStatus: true },
      })
      if (data.status >= 300) {
        const body = await data.body.text().then((text) => { try { return JSON.parse(text) as unknown } catch { return null } }, () => null)
        throw toHttpError(data.status, body, i18next.t('messages.error_occurred_contact_admin'))
      }
      return { blob: data.body, disposition: data.headers['content-disposition'] }
    },
    busy: mutation.isPending,
  }
}

/**
 * Reads every answer again (after the interface language changed: the API answers names in it):
 * Refine's invalidation, widened from the data provider's reads (`queryKey` unset) to every
 * cached answer, the signed-in identity's and any screen's still on its own key included.
 */
export function useReloadAll() {
  const invalidate = useInvalidate()
  return () => invalidate({ invalidates: ['all'], invalidationFilters: { queryKey: undefined, type: 'all', refetchType: 'active' } })
}

/** Reads again every answer of the data provider (lists, records and useApiGet's custom reads): after an import. */
export function useInvalidateReads() {
  const invalidate = useInvalidate()
  return () => invalidate({ invalidates: ['all'] })
}
