import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { QueueDriver } from '#services/jobs/driver'
import type { RedisDriver } from '#services/jobs/redis_driver'
import { createDriver } from '#services/jobs/queue'

/**
 * What the queue's contract tests (issue 44) share: both drivers, each test on a queue of its own
 * (a BullMQ queue name of its own on Redis; on the database driver its job keys, all starting
 * with the test's prefix), and handlers registered under names no other test uses. These tests run
 * real workers on other connections, so they use no global transaction: they remove what they made.
 */
export const DRIVERS = ['database', 'redis'] as const
export type DriverKind = (typeof DRIVERS)[number]

/** A name no other test (nor another run against the same Redis) uses. */
export const unique = (what: string) => `test-jobs-${what}-${randomUUID().slice(0, 8)}`

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until `done()` holds, failing with `what` after `timeoutMs`. */
export async function waitFor(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 6000) {
  const until = Date.now() + timeoutMs
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await sleep(25)
  }
}

/** A driver on a queue of the test's own: on Redis a new BullMQ queue name (the same name again after a simulated restart). */
export async function openDriver(kind: DriverKind, queueName = unique('queue')) {
  return { driver: await createDriver(kind, queueName), queueName }
}

/** The driver closed and what the test queued removed: its Redis queue obliterated, its rows of queue_jobs deleted. */
export async function closeDriver(driver: QueueDriver, keyPrefix: string) {
  if (driver.kind === 'redis') await (driver as RedisDriver).obliterate()
  await driver.close()
  await db.from('queue_jobs').where('key', 'like', `${keyPrefix}%`).delete()
}

/** The job rows of the database driver a test left (none once its jobs are done). */
export const queuedRows = (keyPrefix: string) => db.from('queue_jobs').where('key', 'like', `${keyPrefix}%`)
