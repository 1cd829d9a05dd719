import { useCustom, useCustomMutation, type HttpError } from '@refinedev/core'
import { API_URL } from './http'

/**
 * The API's own endpoints (not a catalogue resource's list, read or write) through Refine's
 * useCustom/useCustomMutation and the one data provider (data-provider.ts `custom`). Screens show
 * their own errors and success messages, so Refine's notifications are off.
 */

interface ApiGetOptions {
  /** query parameters, e.g. { 'filter[role]': 'vendor', 'external[page]': 1 } */
  query?: Record<string, unknown>
  enabled?: boolean
  refetchInterval?: number
  retry?: boolean
  refetchOnWindowFocus?: boolean
  headers?: Record<string, string>
}

/** GET /api<path>: `data` is the answer's body. */
export function useApiGet<T>(path: string, opts: ApiGetOptions = {}) {
  const { result, query } = useCustom<any, HttpError>({
    url: `${API_URL}${path}`, method: 'get',
    config: { query: opts.query, headers: opts.headers },
    errorNotification: false,
    queryOptions: {
      enabled: opts.enabled ?? true, retry: opts.retry ?? false,
      ...(opts.refetchInterval ? { refetchInterval: opts.refetchInterval } : {}),
      ...(opts.refetchOnWindowFocus === false ? { refetchOnWindowFocus: false } : {}),
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
  // The body goes as given (none for a bare POST or DELETE), as the hand calls sent it.
  const call = async <T = any>(method: Method, path: string, body?: unknown): Promise<T> => {
    const res = await mutateAsync({
      url: `${API_URL}${path}`, method, values: body,
      successNotification: false, errorNotification: false,
    })
    return res.data as T
  }
  return {
    post: <T = any>(path: string, body?: unknown) => call<T>('post', path, body),
    remove: <T = any>(path: string, body?: unknown) => call<T>('delete', path, body),
    busy: mutation.isPending,
  }
}
