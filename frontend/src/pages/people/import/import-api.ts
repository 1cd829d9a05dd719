import axios, { type AxiosProgressEvent } from 'axios'
import i18next from 'i18next'
import { API_URL } from '../../../providers/http'
import { SAME_ORIGIN_HEADERS } from '../../../providers/token'
import type { RowError } from './import-flow'
import { saveBlob } from '../../../components/download'

export interface ImportResult { ok: boolean; status: number; message: string; errors: RowError[]; rows?: number; created?: number }

const headers = () => ({ Accept: 'application/json', 'Accept-Language': i18next.language, ...SAME_ORIGIN_HEADERS })

/**
 * POST /api/people/import. Sent with a plain axios call rather than the shared client because the
 * shared error mapping keeps only field → message, and the import's errors also carry the row.
 */
export async function postImport(file: File, dryRun: boolean, onProgress?: (percent: number) => void): Promise<ImportResult> {
  const body = new FormData()
  body.append('file', file)
  body.append('dry_run', dryRun ? 'true' : 'false')
  const res = await axios.post(`${API_URL}/people/import`, body, {
    headers: headers(),
    validateStatus: () => true,
    onUploadProgress: (e: AxiosProgressEvent) => onProgress?.(e.total ? (e.loaded / e.total) * 100 : 100),
  })
  const data = (res.data && typeof res.data === 'object' ? res.data : {}) as Record<string, any>
  return {
    ok: res.status < 300,
    status: res.status,
    message: typeof data.message === 'string' ? data.message : i18next.t('messages.error_occurred_contact_admin'),
    errors: Array.isArray(data.errors) ? data.errors : [],
    rows: data.rows,
    created: data.created,
  }
}

/** Saves the template CSV through the browser (through the API client, which adds the same-origin header and error handling). */
export async function downloadTemplate() {
  const res = await axios.get(`${API_URL}/people/import/template`, { headers: headers(), responseType: 'blob' })
  saveBlob(res.data as Blob, 'people-import-template.csv')
}
