import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import { DEMO_PASSWORD, passwordProblems, normaliseEmail } from '@hr/shared'
import { seedReferenceData } from '#database/reference_data'
import { seedDataCloudDefaults } from '#database/data_cloud_defaults'
import { issueToken } from '#services/one_time_tokens'

export class ProductionSeedError extends Error {}

/**
 * A production first start: the reference data the platform needs (leave types, public holidays,
 * rates, the data cloud's countries and pay items) and one superadmin named by ADMIN_EMAIL — never
 * the demo tenants or any default password. Without ADMIN_PASSWORD the superadmin gets a one-time
 * invitation link (the /join flow every invited user takes), returned for the log.
 */
export async function seedProduction(options: { adminEmail?: string; adminPassword?: string; appUrl: string }) {
  const email = normaliseEmail(options.adminEmail ?? '')
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    throw new ProductionSeedError('ADMIN_EMAIL must name the first superadmin (e.g. ADMIN_EMAIL=it@yourcompany.com) on a production first start.')
  }
  // The demo password is published in the README: it meets the rule but is no secret.
  if (options.adminPassword !== undefined && (passwordProblems(options.adminPassword).length || options.adminPassword === DEMO_PASSWORD)) {
    throw new ProductionSeedError('ADMIN_PASSWORD must have at least 8 characters with an uppercase letter, a lowercase letter, a number and a special character, and not be the published demo password (or leave it unset to get an invitation link).')
  }
  await seedReferenceData()
  await seedDataCloudDefaults()
  const now = new Date().toISOString()
  const password = options.adminPassword ? await hash.make(options.adminPassword) : null
  const [row] = await db.table('users').insert({
    email, name: 'Platform superadmin', role: 'superadmin', lang: 'en', password,
    is_active: Boolean(password), created_at: now, updated_at: now,
  }).returning('id')
  const userId = Number(typeof row === 'object' ? (row as { id: number }).id : row)
  if (password) return { email, invitationUrl: null }
  return { email, invitationUrl: `${options.appUrl.replace(/\/$/, '')}/join/${await issueToken(userId, 'invite')}` }
}
