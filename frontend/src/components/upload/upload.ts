import { API_URL, httpClient } from '../../providers/http'
import { fileKeyFor, refusal, type UploadKind, type UploadRefusal } from './file-rules'

/** What POST /api/aws-s3-upload answers (shell §3 uploaded file descriptor). */
export interface UploadedFile { file_key: string; file_url: string; file_name: string; file_type: string }

/**
 * Shell §4 upload states, reported in order: started, then per file started → uploaded or
 * failed, then completed (with what succeeded).
 */
export type UploadEvent =
  | { state: 'started'; count: number }
  | { state: 'file_started'; name: string }
  | { state: 'uploaded'; name: string; file: UploadedFile }
  | { state: 'failed'; name: string; reason: UploadRefusal | string }
  | { state: 'completed'; uploaded: UploadedFile[] }

export async function uploadOne(file: File, kind: UploadKind): Promise<UploadedFile> {
  const form = new FormData()
  form.append('file', file)
  form.append('file_key', fileKeyFor(kind, file.name))
  return (await httpClient.post<UploadedFile>(`${API_URL}/aws-s3-upload`, form)).data
}

/**
 * Uploads files one after the other, refusing on the client what the allowlist refuses, and
 * reports each state. A failure does not stop the others.
 */
export async function uploadFiles(
  files: File[], kind: UploadKind, onEvent: (e: UploadEvent) => void, accept?: readonly string[],
): Promise<UploadedFile[]> {
  const uploaded: UploadedFile[] = []
  onEvent({ state: 'started', count: files.length })
  for (const file of files) {
    onEvent({ state: 'file_started', name: file.name })
    const refused = refusal(file, kind, accept)
    if (refused) {
      onEvent({ state: 'failed', name: file.name, reason: refused })
      continue
    }
    try {
      const done = await uploadOne(file, kind)
      uploaded.push(done)
      onEvent({ state: 'uploaded', name: file.name, file: done })
    } catch (error) {
      // The API's message is already translated (Accept-Language); keep it for the toast.
      onEvent({ state: 'failed', name: file.name, reason: (error as { message?: string })?.message ?? 'upload_valid_file' })
    }
  }
  onEvent({ state: 'completed', uploaded })
  return uploaded
}
