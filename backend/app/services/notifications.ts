import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sendNotificationMail } from '#mail/messages'
import { localizeParams } from '@hr/shared'
import { translate } from '#services/i18n'
import { afterRequest } from '#services/row_security'
import { defineJob } from '#services/jobs/registry'
import { queue } from '#services/jobs/queue'

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
 * reader gets it in their own language. The e-mail is a queued job (issue 44) enqueued once the
 * change is committed: a mail server's failure is retried with backoff and never undoes the change.
 */
export async function notifyUser(client: Client, userId: number | null | undefined, notice: Notice) {
  if (!userId) return
  const user = await client.from('users').where('id', userId).whereNull('deleted_at').first()
  if (!user) return
  const now = new Date().toISOString()
  const [row] = await client.table('notifications').insert({
    user_id: userId, customer_id: notice.customerId, kind: notice.kind, params: JSON.stringify(notice.params),
    link: notice.link, read_at: null, mail_state: 'pending', created_at: now, updated_at: now,
  }).returning('id')
  const id = Number(typeof row === 'object' ? row.id : row)
  const send = () => enqueueMails([id]).catch((error) => logger.warn({ err: error, notification: id }, 'notification e-mail not enqueued yet'))
  // After the request's (or the caller's own) transaction is committed: the job reads the row.
  if ('isTransaction' in client && client.isTransaction) client.after('commit', () => afterRequest(send))
  else afterRequest(send)
}

const MAIL_JOB = 'mail.notification'
const enqueueMails = (ids: number[]) => queue().add(ids.map((id) => ({ name: MAIL_JOB, key: `mail:notification:${id}`, payload: { id } })))

defineJob(MAIL_JOB, {
  maxAttempts: 6,
  async run(job) {
    const notice = await db.from('notifications').where('id', Number(job.payload.id)).where('mail_state', 'pending').first()
    if (!notice) return
    const user = await db.from('users').where('id', notice.user_id).whereNull('deleted_at').first()
    if (user) {
      const lang = user.lang ?? 'en'
      const params = localizeParams(JSON.parse(notice.params || '{}'), lang)
      await sendNotificationMail(user.email, lang, user.name ?? user.email, notice.kind, params, notice.link)
    }
    await db.from('notifications').where('id', notice.id).update({ mail_state: user ? 'sent' : 'none' })
  },
  async failed(job, error) {
    logger.error({ err: error, notification: job.payload.id }, 'notification e-mail not sent after its last attempt')
    await db.from('notifications').where('id', Number(job.payload.id)).update({ mail_state: 'failed' })
  },
})

/** E-mails owed for a while (the process stopped before enqueuing them) are enqueued again. */
export async function sweepMails(idleMs = 120_000) {
  const before = new Date(Date.now() - idleMs).toISOString()
  const owed = await db.from('notifications').where('mail_state', 'pending').where('created_at', '<', before).select('id').limit(500)
  if (owed.length) await enqueueMails(owed.map((n) => Number(n.id)))
  return owed.length
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
