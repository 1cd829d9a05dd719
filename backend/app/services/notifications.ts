import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sendNotificationMail } from '#mail/messages'
import { localizeParams } from '@hr/shared'
import { translate } from '#services/i18n'

type Client = TransactionClientContract | typeof db

export interface Notice {
  /** the locale key under notifications.<kind> (title and body) */
  kind: string
  params: Record<string, unknown>
  /** the SPA path the notification opens */
  link: string | null
  customerId: number | null
}

/**
 * Tells a user something happened (issue 13: a new leave request, a decision): an in-app
 * notification under the header bell, and the same words by e-mail. Stored untranslated, so each
 * reader gets it in their own language. A mail failure is logged, never undoes the change.
 */
export async function notifyUser(client: Client, userId: number | null | undefined, notice: Notice) {
  if (!userId) return
  const user = await client.from('users').where('id', userId).whereNull('deleted_at').first()
  if (!user) return
  const now = new Date().toISOString()
  await client.table('notifications').insert({
    user_id: userId, customer_id: notice.customerId, kind: notice.kind, params: JSON.stringify(notice.params),
    link: notice.link, read_at: null, created_at: now, updated_at: now,
  })
  try {
    const lang = user.lang ?? 'en'
    await sendNotificationMail(user.email, lang, user.name ?? user.email, notice.kind, localizeParams(notice.params, lang), notice.link)
  } catch (error) {
    logger.error({ err: error, kind: notice.kind }, 'notification e-mail not sent')
  }
}

/** The person's user account (a person without one is not notified). */
export async function userOfPerson(client: Client, personId: number | null | undefined) {
  if (!personId) return null
  const row = await client.from('people').where('id', personId).whereNull('deleted_at').select('user_id').first()
  return row?.user_id ? Number(row.user_id) : null
}

const parse = (v: unknown) => {
  try { return typeof v === 'string' ? JSON.parse(v) : (v ?? {}) } catch { return {} }
}

/** A stored notification as the header bell reads it, in the reader's language. */
export function presentNotification(row: Record<string, any>, lang: string) {
  // Stored as plain values; dates and amounts read the reader's way.
  const params = localizeParams(parse(row.params), lang)
  return {
    id: Number(row.id),
    kind: row.kind,
    title: translate(lang, `notifications.${row.kind}.title`, params),
    body: translate(lang, `notifications.${row.kind}.body`, params),
    link: row.link ?? null,
    read: !!row.read_at,
    created_at: new Date(row.created_at).toISOString(),
  }
}
