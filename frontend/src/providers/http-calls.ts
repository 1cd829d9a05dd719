import type { people, RowOf } from '@hr/shared'
import { API_URL, httpClient } from './http'

/**
 * The app's HTTP calls outside Refine's data provider (was components/records/api.ts): plain GET/POST/DELETE
 * on the API with the session's client. Screens move onto Refine's hooks (issue 45); what is left here shrinks.
 */

/** A person as GET /api/people/{id} and the people list answer it. */
export type PersonRow = RowOf<typeof people>

/** The list envelope of every list call (README: API conventions). */
export interface ListEnvelope<T> { items: T[]; itemsTotal: number; nextPage: number | null }

export async function apiGet<T>(path: string, query = ''): Promise<T> {
  const { data } = await httpClient.get<T>(`${API_URL}${path}${query ? `?${query}` : ''}`)
  return data
}

export async function apiPost<T>(path: string, body: unknown): Promise<T> {
  const { data } = await httpClient.post<T>(`${API_URL}${path}`, body)
  return data
}

export async function apiDelete(path: string): Promise<void> {
  await httpClient.delete(`${API_URL}${path}`)
}

/** A short-lived URL to view or download a stored file; the server logs the access (domain §7). */
export async function signedUrl(fileKey: string, opts: { download?: boolean; personId?: number } = {}) {
  const qs = new URLSearchParams({ file_key: fileKey, file_view: '1' })
  if (opts.download) qs.set('download', '1')
  if (opts.personId) {
    qs.set('location_entity_name', 'people')
    qs.set('location_entity_id', String(opts.personId))
  }
  return apiGet<{ url: string; file_name: string; file_type: string }>('/aws-s3-signedurl', qs.toString())
}
