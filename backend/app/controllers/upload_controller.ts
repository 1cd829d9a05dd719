import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import vine from '@vinejs/vine'
import { readFile } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { IMAGE_MAX_BYTES, isAdmin } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { checkedType, DOCUMENT_TYPES, IMAGE_TYPES } from '#services/file_types'

const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024
const KEY = /^(img|doc)\/[A-Za-z0-9][A-Za-z0-9_-]{7,80}\.[a-z0-9]{1,5}$/
const signedUrlValidator = vine.compile(vine.object({
  file_key: vine.string().trim().maxLength(255),
  file_view: vine.any().optional(),
  download: vine.any().optional(),
  filename: vine.string().trim().maxLength(255).optional(),
  location_entity_name: vine.string().trim().maxLength(100).optional(),
  location_entity_id: vine.number().withoutDecimals().optional(),
  action_info: vine.string().trim().maxLength(1000).optional(),
}))

/**
 * POST /api/aws-s3-upload (shell §7) stores a file through Drive (local disk or S3) under an img/
 * or doc/ key; GET /api/aws-s3-signedurl hands out a short-lived URL to read it, to users of the
 * tenant it was uploaded for, and writes the access to the audit log.
 */
export default class UploadController {
  async upload(ctx: HttpContext) {
    const file = ctx.request.file('file')
    const requested = String(ctx.request.input('file_key') ?? '')
    const image = requested.startsWith('img/')
    const invalid = image ? 'upload_valid_image_file' : 'upload_valid_file'
    if (!file || !file.tmpPath) throw ApiError.unprocessable('select_file', [{ field: 'file', rule: 'required', message: 'select_file' }])
    const limit = image ? IMAGE_MAX_BYTES : DOCUMENT_MAX_BYTES
    if (file.size > limit) throw ApiError.unprocessable('upload_too_large', [{ field: 'file', rule: 'size', message: 'upload_too_large' }])
    const extension = (file.extname ?? file.clientName.split('.').pop() ?? '').toLowerCase()
    const buffer = await readFile(file.tmpPath)
    const type = await checkedType(extension, buffer, image ? IMAGE_TYPES : DOCUMENT_TYPES)
    if (!type) throw ApiError.unprocessable(invalid, [{ field: 'file', rule: 'type', message: invalid }])

    // The client proposes the key (shell §7); the server keeps its folder and extension honest and unique.
    const key = KEY.test(requested) && requested.endsWith(`.${type.ext}`) && !(await db.from('uploads').where('file_key', requested).first())
      ? requested
      : `${image ? 'img' : 'doc'}/${randomUUID()}.${type.ext}`
    await drive.use().put(key, buffer, { contentType: type.mime })
    const user = ctx.auth.getUserOrFail()
    const customerId = isAdmin(user.roleSubject()) ? null : user.customerId
    await db.table('uploads').insert({
      file_key: key, file_name: file.clientName.slice(0, 255), file_type: type.ext, mime_type: type.mime, size: file.size,
      customer_id: customerId, user_id: user.id, created_at: new Date().toISOString(),
    })
    return { file_key: key, file_url: key, file_name: file.clientName, file_type: type.ext }
  }

  async signedUrl(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(signedUrlValidator)
    const row = await db.from('uploads').where('file_key', data.file_key).first()
    const user = ctx.auth.getUserOrFail()
    const allowed = row && (row.customer_id === null || Number(row.user_id) === user.id || !ctx.tenancy.customerIds || ctx.tenancy.customerIds.includes(Number(row.customer_id)))
    if (!allowed) throw ApiError.notFound('record_not_found')
    const download = data.download !== undefined && data.download !== 'false'
    const url = await drive.use().getSignedUrl(row.file_key, {
      expiresIn: '15 minutes',
      contentType: row.mime_type,
      contentDisposition: `${download ? 'attachment' : 'inline'}; filename="${(data.filename ?? row.file_name).replace(/["\\\r\n]/g, '')}"`,
    })
    await db.table('audit_logs').insert({
      customer_id: row.customer_id, user_id: user.id, entity_name: 'file', entity_id: row.id,
      location_entity_name: data.location_entity_name ?? null, location_entity_id: data.location_entity_id ?? null,
      action: download ? 'download' : 'view', action_info: data.action_info ?? row.file_name,
      created_at: new Date().toISOString(), updated_at: new Date().toISOString(),
    })
    return { url, file_name: row.file_name, file_type: row.file_type }
  }
}
