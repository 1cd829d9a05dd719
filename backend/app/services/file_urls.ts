import drive from '@adonisjs/drive/services/main'
import router from '@adonisjs/core/services/router'
import env from '#start/env'

/**
 * Types a browser may show in place: raster images and PDF (drawn by our PDF viewer). Everything
 * else — SVG, HTML-ish text, office files — is served as a download, so no user file ever runs
 * as a page of our origin.
 */
export const INLINE_SAFE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'application/pdf'])
export const FILE_ROUTE = 'files.serve'
const EXPIRES_IN = '15 minutes'

export const contentDisposition = (mime: string, fileName: string, download: boolean) => {
  const inline = !download && INLINE_SAFE_TYPES.has(mime)
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '')
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/**
 * A short-lived URL to read a stored file. Local disk: our own route (GET /api/files/*), signed by
 * the app key. S3 (production): the store's presigned URL with the same type and disposition;
 * the bucket should be served from its own origin, never the app's.
 */
export async function signedFileUrl(key: string, file: { mime: string; fileName: string; download: boolean }) {
  const disposition = contentDisposition(file.mime, file.fileName, file.download)
  if (env.get('DRIVE_DISK', 'fs') === 's3') {
    return drive.use().getSignedUrl(key, { expiresIn: EXPIRES_IN, contentType: file.mime, contentDisposition: disposition })
  }
  return router.builder().params({ '*': key.split('/') }).qs({ type: file.mime, disposition }).makeSigned(FILE_ROUTE, { expiresIn: EXPIRES_IN })
}
