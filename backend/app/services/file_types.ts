import { fileTypeFromBuffer } from 'file-type'
import { sanitiseSvg } from '#services/svg_sanitiser'

/**
 * Upload allowlist (shell §5), checked against the bytes, not only the name. Office formats come
 * in two containers: OOXML (zip) and the older OLE compound file (also Outlook .msg), which content
 * sniffing reports as 'cfb'. Text formats have no magic number: they must decode as text.
 */
const DOCUMENT_CONTAINERS: Record<string, string[]> = {
  pdf: ['pdf'],
  doc: ['cfb'], docx: ['docx', 'zip'],
  xls: ['cfb'], xlsx: ['xlsx', 'zip'],
  ppt: ['cfb'], pptx: ['pptx', 'zip'],
  msg: ['cfb'],
  zip: ['zip'],
  rtf: ['rtf', null as unknown as string],
  jpg: ['jpg'], jpeg: ['jpg'], png: ['png'], gif: ['gif'], bmp: ['bmp'], webp: ['webp'],
}
const TEXT_TYPES = new Set(['txt', 'csv', 'json', 'xml', 'svg', 'rtf'])
export const IMAGE_TYPES = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg'])
export const DOCUMENT_TYPES = new Set([...Object.keys(DOCUMENT_CONTAINERS), ...TEXT_TYPES])

const MIME: Record<string, string> = {
  pdf: 'application/pdf', doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  msg: 'application/vnd.ms-outlook', zip: 'application/zip', rtf: 'application/rtf', txt: 'text/plain', csv: 'text/csv',
  json: 'application/json', xml: 'application/xml', svg: 'image/svg+xml', jpg: 'image/jpeg', jpeg: 'image/jpeg',
  png: 'image/png', gif: 'image/gif', bmp: 'image/bmp', webp: 'image/webp',
}

function looksLikeText(buffer: Buffer) {
  if (buffer.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer.subarray(0, 64 * 1024))
    return true
  } catch {
    return false
  }
}

/**
 * The checked type of an upload and the bytes to store, or null when its content does not match an
 * allowed type. An SVG is stored as the sanitiser left it (what cannot be an image is refused).
 */
export async function checkedType(extension: string, buffer: Buffer, allowed: Set<string>): Promise<{ ext: string; mime: string; bytes: Buffer } | null> {
  const ext = extension.toLowerCase()
  if (!allowed.has(ext) || buffer.length === 0) return null
  const detected = (await fileTypeFromBuffer(buffer))?.ext ?? null
  if (TEXT_TYPES.has(ext) && detected === null) {
    if (!looksLikeText(buffer)) return null
    if (ext !== 'svg') return { ext, mime: MIME[ext], bytes: buffer }
    const clean = sanitiseSvg(buffer.toString('utf8'))
    return clean ? { ext, mime: MIME[ext], bytes: Buffer.from(clean, 'utf8') } : null
  }
  const containers = DOCUMENT_CONTAINERS[ext]
  if (containers && detected && containers.includes(detected)) return { ext, mime: MIME[ext], bytes: buffer }
  return null
}
