import i18next from 'i18next'
import { refusal } from '../upload/file-rules'
import { uploadOne, type UploadedFile } from '../upload/upload'

export type { UploadedFile }

/**
 * One file through the shell's upload (POST /api/aws-s3-upload, shell §7), refused on the client
 * first with the catalogue's message when the allowlist or size cap says no (the server checks again).
 */
export async function uploadFile(file: File, kind: 'doc' | 'img' = 'doc'): Promise<UploadedFile> {
  const refused = refusal(file, kind)
  if (refused) throw { message: i18next.t(`messages.${refused}`) }
  return uploadOne(file, kind)
}
