import { IMAGE_MAX_BYTES } from '@hr/shared'

/**
 * Shell §5 upload allowlist as the browser checks it before sending (the server checks again, by
 * content). Pure, unit-tested; the component and any other upload entry point share it.
 */
export type UploadKind = 'img' | 'doc'

/** Logos and pictures: jpeg, png, svg, gif, bmp, webp only. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'svg', 'gif', 'bmp', 'webp'] as const
/** pdf, word, excel, powerpoint, outlook, plain text, images, zip, csv, rtf, json, xml. */
export const DOCUMENT_EXTENSIONS = [
  'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'msg', 'txt', ...IMAGE_EXTENSIONS, 'zip', 'csv', 'rtf', 'json', 'xml',
] as const

/** Same caps as the API's upload route: 10 MiB for images, 20 MiB for documents. */
export const MAX_BYTES: Record<UploadKind, number> = { img: IMAGE_MAX_BYTES, doc: 20 * 1024 * 1024 }

export type UploadRefusal = 'upload_valid_file' | 'upload_valid_image_file' | 'upload_too_large'

export const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '')

export const defaultAccept = (kind: UploadKind): readonly string[] => (kind === 'img' ? IMAGE_EXTENSIONS : DOCUMENT_EXTENSIONS)

/**
 * Why a file is refused before upload, or null. `accept` narrows the kind's list (never widens
 * it: the server would refuse anything else anyway).
 */
export function refusal(file: { name: string; size: number }, kind: UploadKind, accept?: readonly string[]): UploadRefusal | null {
  const allowed = defaultAccept(kind)
  const ext = extensionOf(file.name)
  const ok = allowed.includes(ext) && (!accept?.length || accept.map((a) => a.replace(/^\./, '').toLowerCase()).includes(ext))
  if (!ok) return kind === 'img' ? 'upload_valid_image_file' : 'upload_valid_file'
  if (file.size === 0) return kind === 'img' ? 'upload_valid_image_file' : 'upload_valid_file'
  if (file.size > MAX_BYTES[kind]) return 'upload_too_large'
  return null
}

/** Shell §7 file_key: `img/` or `doc/`, a unique id and the extension. */
export function fileKeyFor(kind: UploadKind, name: string): string {
  const id = typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`
  return `${kind}/${id}.${extensionOf(name)}`
}

/** The `accept` attribute of the file input, e.g. ".pdf,.docx". */
export const acceptAttribute = (kind: UploadKind, accept?: readonly string[]) =>
  (accept?.length ? accept : defaultAccept(kind)).map((e) => `.${e.replace(/^\./, '')}`).join(',')
