import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#exceptions/api_error'
import { requestLang } from '#services/i18n'
import { presentNotification } from '#services/notifications'

const PAGE = 50

/** The header bell (issue 13): a user's own notifications, newest first; nobody reads another's. */
export default class NotificationsController {
  /** GET /api/notifications → { items, unread } (the latest 50) */
  async index(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const lang = requestLang(ctx)
    const rows = await db.from('notifications').where('user_id', user.id).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(PAGE)
    const unread = await db.from('notifications').where('user_id', user.id).whereNull('read_at').count('* as total').first()
    return { items: rows.map((r) => presentNotification(r, lang)), unread: Number(unread?.total ?? 0) }
  }

  /** POST /api/notifications/:id/read */
  async read(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const row = await db.from('notifications').where('id', Number(ctx.params.id)).where('user_id', user.id).first()
    if (!row) throw ApiError.notFound('record_not_found')
    if (!row.read_at) await db.from('notifications').where('id', row.id).update({ read_at: new Date().toISOString(), updated_at: new Date().toISOString() })
    return presentNotification({ ...row, read_at: row.read_at ?? new Date().toISOString() }, requestLang(ctx))
  }

  /** POST /api/notifications/read-all */
  async readAll(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const now = new Date().toISOString()
    await db.from('notifications').where('user_id', user.id).whereNull('read_at').update({ read_at: now, updated_at: now })
    return { unread: 0 }
  }
}
