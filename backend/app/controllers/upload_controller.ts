import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import vine from '@vinejs/vine'
import { readFile } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { IMAGE_MAX_BYTES } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { checkedType, DOCUMENT_TYPES, IMAGE_TYPES } from '#services/file_types'
import { uploaderOwner, type UploadRow } from '#services/file_access'
import { mayReadUpload } from '#services/file_readers'
import { signedFileUrl } from '#services/file_urls'
import { recordEvent } from '#services/audit'

const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024
export const signedUrlValidator = vine.compile(vine.object({
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
 * or doc/ key; GET /api/aws-s3-signedurl hands out a short-lived URL to read it, to users who may
 * read its owner's files (services/file_access.ts), and writes the access to the audit log.
 */
export default class UploadController {
  async upload(ctx: HttpContext) {
    const file = ctx.request.file('file')
    const image = String(ctx.request.input('file_key') ?? '').startsWith('img/')
    const invalid = image ? 'upload_valid_image_file' : 'upload_valid_file'
    if (!file || !file.tmpPath) throw ApiError.unprocessable('select_file', [{ field: 'file', rule: 'required', message: 'select_file' }])
    const limit = image ? IMAGE_MAX_BYTES : DOCUMENT_MAX_BYTES
    if (file.size > limit) throw ApiError.unprocessable('upload_too_large', [{ field: 'file', rule: 'size', message: 'upload_too_large' }])
    const extension = (file.extname ?? file.clientName.split('.').pop() ?? '').toLowerCase()
    const checked = await checkedType(extension, await readFile(file.tmpPath), image ? IMAGE_TYPES : DOCUMENT_TYPES)
    if (!checked) throw ApiError.unprocessable(invalid, [{ field: 'file', rule: 'type', message: invalid }])

    // The client only chooses the folder (shell §7 proposes a key); the name is ours and random, so
    // no key can be guessed or aimed at someone else's file. The row claims the key before any byte is written.
    const key = `${image ? 'img' : 'doc'}/${randomUUID()}.${checked.ext}`
    const user = ctx.auth.getUserOrFail()
    const owner = uploaderOwner(user)
    await db.transaction(async (trx) => {
      const [row] = await trx.table('uploads').insert({
        file_key: key, file_name: file.clientName.slice(0, 255), file_type: checked.ext, mime_type: checked.mime, size: checked.bytes.length,
        ...owner, user_id: user.id, created_at: new Date().toISOString(),
      }).returning('id')
      await recordEvent(trx, {
        customerId: owner.customer_id, userId: user.id, entityName: 'file', entityId: Number(typeof row === 'object' ? row.id : row),
        action: 'upload', actionInfo: file.clientName.slice(0, 255),
      })
      await drive.use().put(key, checked.bytes, { contentType: checked.mime })
    })
    return { file_key: key, file_url: key, file_name: file.clientName, file_type: checked.ext }
  }

  async signedUrl(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(signedUrlValidator)
    const row = await db.from('uploads').where('file_key', data.file_key).first() as (UploadRow & { mime_type: string; file_name: string; file_type: string }) | null
    if (!row || !(await mayReadUpload(row, ctx.tenancy))) throw ApiError.notFound('record_not_found')
    const download = data.download !== undefined && data.download !== 'false'
    const url = await signedFileUrl(row.file_key, { mime: row.mime_type, fileName: data.filename ?? row.file_name, download })
    await recordEvent(db, {
      customerId: row.customer_id, userId: ctx.auth.getUserOrFail().id, entityName: 'file', entityId: row.id,
      location: { entityName: data.location_entity_name, entityId: data.location_entity_id },
      action: download ? 'download' : 'view', actionInfo: data.action_info ?? row.file_name,
    })
    return { url, file_name: row.file_name, file_type: row.file_type }
  }
}
