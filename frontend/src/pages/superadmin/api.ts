import i18next from 'i18next'
import { API_URL, httpClient } from '../../providers/http'
import type { AccountRole } from '@hr/shared'

/** Calls of the superadmin area's bespoke endpoints (backend/start/routes/superadmin.ts). */
export interface ManagedUser {
  id: number; name: string; email: string; role: string; is_active: boolean
  /** The role in plain words' key (enums.account_role): vendor admin or user, the staff sub-role. */
  account_role: AccountRole
  customer_name: string | null; vendor_name: string | null; created_at: string
}
export interface DataCloudCountry {
  id: number; country: string; name: string; status: 'importing' | 'ready' | 'failed'
  holiday_count: number; imported_at: string | null; weekend: string
}
export interface CompanyChoice { id: number; name: string; country: string | null; enabled: boolean; [k: string]: unknown }
export interface Paged<T> { items: T[]; itemsTotal: number; nextPage: number | null }
export interface RowError { row?: number; field: string; rule: string; message: string }

export const listManagedUsers = (params: { query_string?: string; role?: string; page: number; perPage: number }) =>
  httpClient.get<Paged<ManagedUser>>(`${API_URL}/manage-user`, {
    params: {
      query_string: params.query_string || undefined,
      'filter[role]': params.role || undefined,
      'external[page]': params.page,
      'external[per_page]': params.perPage,
    },
  }).then((r) => r.data)

export type UserAction = 'activate' | 'deactivate' | 'reset-2fa'
export const actOnUser = (id: number, action: UserAction) =>
  httpClient.post<{ message: string }>(`${API_URL}/manage-user/${id}/${action}`).then((r) => r.data)
export const deleteUser = (id: number) => httpClient.delete<{ message: string }>(`${API_URL}/user/${id}`).then((r) => r.data)

export const listCountries = () => httpClient.get<Paged<DataCloudCountry>>(`${API_URL}/data-cloud/countries`).then((r) => r.data)
export const selectCountry = (country: string) =>
  httpClient.post<DataCloudCountry & { message: string }>(`${API_URL}/data-cloud/countries`, { country }).then((r) => r.data)

export const removeCountry = (country: string) =>
  httpClient.delete<{ message: string; holidays: number }>(`${API_URL}/data-cloud/countries/${country}`).then((r) => r.data)

export const bulkDeleteHolidays = (ids: number[]) =>
  httpClient.post<{ deleted: number }>(`${API_URL}/public-holiday/bulk-delete`, { ids }).then((r) => r.data)

export const listChoices = (kind: 'leave-type' | 'pay-items') =>
  httpClient.get<Paged<CompanyChoice>>(`${API_URL}/company-data-type/${kind}`).then((r) => r.data)
export const setChoice = (kind: 'leave-type' | 'pay-items', id: number, enabled: boolean) =>
  httpClient.post(`${API_URL}/company-data-type/${kind}/${id}`, { enabled }).then((r) => r.data)

export const attachPlatformTerms = async (vendorId: number, file: File) => {
  const form = new FormData()
  form.append('file', file)
  form.append('file_key', `doc/${crypto.randomUUID()}.pdf`)
  const uploaded = await httpClient.post<{ file_key: string }>(`${API_URL}/aws-s3-upload`, form).then((r) => r.data)
  return httpClient.post<{ message: string }>(`${API_URL}/superadmin/platform-vendor/${vendorId}/platform-terms`, { file_key: uploaded.file_key }).then((r) => r.data)
}

/**
 * POST /api/exchange-rate/import. The refusal's body is read as sent (validateStatus): the shared
 * error mapping keeps only field → message, and import errors also carry their row.
 */
export async function importRates(file: File, dryRun: boolean): Promise<{ ok: boolean; message: string; errors: RowError[] }> {
  const form = new FormData()
  form.append('file', file)
  form.append('dry_run', String(dryRun))
  const res = await httpClient.post(`${API_URL}/exchange-rate/import`, form, { validateStatus: () => true })
  const data = (res.data && typeof res.data === 'object' ? res.data : {}) as { message?: string; errors?: RowError[] }
  return {
    ok: res.status < 300,
    message: data.message ?? i18next.t('messages.error_occurred_contact_admin'),
    errors: Array.isArray(data.errors) ? data.errors : [],
  }
}

/** Saves the rates template through the browser (through the API client, which adds the same-origin header and error handling). */
export async function downloadRatesTemplate() {
  const res = await httpClient.get(`${API_URL}/exchange-rate/import/template`, { responseType: 'blob' })
  const url = URL.createObjectURL(res.data as Blob)
  const a = document.createElement('a')
  a.href = url
  a.download = 'exchange-rate-import-template.csv'
  a.click()
  URL.revokeObjectURL(url)
}
