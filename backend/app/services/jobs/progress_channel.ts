import transmit from '@adonisjs/transmit/services/main'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { presentTask } from './present.js'

/**
 * A task's changes pushed to the browsers following it (issue 44): channel `jobs/<id>` carries
 * what GET /api/jobs/:id answers. Sent once the change is committed; a lost message costs only
 * a poll's delay, as the screens poll too.
 */
export const channelOf = (id: number) => `jobs/${id}`

export async function broadcastTask(id: number) {
  try {
    const row = await db.from('background_jobs').where('id', id).first()
    if (row) transmit.broadcast(channelOf(id), presentTask(row))
  } catch (error) {
    logger.warn({ err: error, job: id }, 'job progress not pushed')
  }
}

/** After the transaction (if any) that changed the tasks is committed. */
export function broadcastAfter(client: TransactionClientContract | typeof db, ids: number[]) {
  const send = () => { for (const id of ids) void broadcastTask(id) }
  if ('isTransaction' in client && client.isTransaction) (client as TransactionClientContract).after('commit', send)
  else send()
}
