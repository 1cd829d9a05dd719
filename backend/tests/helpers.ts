import User from '#models/user'

/** Demo accounts by their e-mail (database/demo_data.ts); tests act as real seeded users. */
export async function demoUser(email: string) {
  return User.findByOrFail('email', email)
}

export const DEMO_EMAILS = {
  superadmin: 'superadmin@demo.test',
  vendorAdmin: 'vendor.admin@demo.test',
  vendorUser: 'vendor.user@demo.test',
  hrAdmin: 'hr.admin@demo.test',
  manager: 'manager@demo.test',
  employee: 'employee@demo.test',
  intern: 'intern@demo.test',
  contractor: 'contractor@demo.test',
  otherEmployee: 'other.employee@demo.test',
  newHire: 'new.hire@demo.test',
  /** vendor admin of Acme's partner vendor Northwind, with whom Acme shares its customers */
  partnerAdmin: 'partner.admin@demo.test',
} as const

import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'

export interface SentMail { to: string[]; subject: string; text: string; html: string; links: string[]; id: string }

/** The newest message the folder mail transport wrote for a recipient (what a person would open). */
export function lastMailTo(email: string): SentMail | null {
  const dir = process.env.MAIL_FOLDER ?? app.makePath('tmp/mail-test')
  if (!existsSync(dir)) return null
  const mails = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as SentMail)
    .filter((m) => m.to.includes(email))
  return mails.at(-1) ?? null
}

export const tokenFrom = (mail: SentMail | null, path: 'join' | 'reset') =>
  mail?.links.map((l) => new RegExp(`/${path}/([A-Za-z0-9_-]+)`).exec(l)?.[1]).find(Boolean) ?? null

import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'

/**
 * Per-test isolation: a transaction rolled back afterwards, and fresh rate-limit counters (the
 * memory store outlives a test, and one test's logins must not throttle the next).
 */
export async function isolatedTest() {
  await limiter.clear(['memory'])
  return testUtils.db().withGlobalTransaction()
}

/**
 * The tag of a generated per-resource test (catalogue check, both matrices, bad input): `node ace test
 * --tags resource:<name>` runs one resource's cases alone, as the make:resource proof does for its new one.
 */
export const resourceTag = (name: string) => `resource:${name}`
