import { DOCUMENT_TYPES } from '@hr/shared'
import type { UploadedFile } from '../../../components/records/upload'

export type DocFolder = (typeof DOCUMENT_TYPES)[number]

/** The doc_list of POST /api/doc-multiple for files uploaded into one folder of one person. */
export function docList(personId: number, folder: DocFolder, accessControl: 'everyone' | 'admin', files: UploadedFile[]) {
  return files.map((f) => ({
    person_id: personId, doc_type: folder, access_control: accessControl,
    file_name: f.file_name.slice(0, 255), file_type: f.file_type, file_url: f.file_url,
  }))
}

/** How many documents each folder holds, for the folder tabs' counts. */
export function countByFolder(rows: { doc_type: string }[]): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(DOCUMENT_TYPES.map((d) => [d, 0]))
  for (const r of rows) out[r.doc_type] = (out[r.doc_type] ?? 0) + 1
  return out
}

/** How a document opens: PDFs in the shell's viewer, images in a preview, anything else downloads. */
export type DocViewerKind = 'pdf' | 'image' | 'download'

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'])

/** The viewer for a stored file, from its type (the upload's extension or a MIME type), else its name. */
export function viewerFor(fileType: string | null | undefined, fileName?: string | null): DocViewerKind {
  const raw = (fileType || fileName?.split('.').pop() || '').trim().toLowerCase()
  const type = raw.includes('/') ? raw.split('/')[1] : raw.replace(/^\./, '')
  if (type === 'pdf') return 'pdf'
  if (IMAGE_EXTENSIONS.has(type) || raw.startsWith('image/')) return 'image'
  return 'download'
}
