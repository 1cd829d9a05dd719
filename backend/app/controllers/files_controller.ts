import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#exceptions/api_error'
import { INLINE_SAFE_TYPES } from '#services/file_urls'

/** A stored key's segments: letters, digits, dot, dash, underscore; never '.', '..', NUL or a separator. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/

/**
 * GET /api/files/* — a stored file behind a signed URL (issued by GET /api/aws-s3-signedurl to
 * users who may read it). Whatever the file holds, the browser gets it as inert content: nosniff,
 * a sandboxing CSP, and a download unless the type is a raster image or PDF.
 */
export default class FilesController {
  async serve({ request, response }: HttpContext) {
    const segments = (request.param('*') ?? []) as string[]
    if (!segments.length || !segments.every((s) => SEGMENT.test(s) && !/^\.+$/.test(s))) throw ApiError.notFound('record_not_found')
    // Without a valid, unexpired signature the link proves nothing: as if not signed in.
    if (!request.hasValidSignature()) throw new ApiError('forbidden', 401)
    const key = segments.join('/')
    const disk = drive.use()
    // A retired file (a re-issued payslip's old PDF) has no upload row: a link issued before goes dead with it.
    if (!(await db.from('uploads').where('file_key', key).first()) || !(await disk.exists(key))) throw ApiError.notFound('record_not_found')

    const type = String(request.input('type') ?? '')
    const disposition = String(request.input('disposition') ?? 'attachment')
    const inline = INLINE_SAFE_TYPES.has(type) && disposition.startsWith('inline')
    response.header('Content-Type', type || 'application/octet-stream')
    response.header('Content-Disposition', inline ? disposition : disposition.replace(/^inline/, 'attachment'))
    response.header('X-Content-Type-Options', 'nosniff')
    response.header('Content-Security-Policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'")
    response.header('Cache-Control', 'private, max-age=900')
    response.stream(await disk.getStream(key))
  }
}
