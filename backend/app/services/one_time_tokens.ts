import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#exceptions/api_error'

export type TokenPurpose = 'reset' | 'invite' | 'onboarding'

/** How long a link stays valid: a reset is urgent and short; an invitation waits for the new hire. */
const LIFETIME_MS: Record<TokenPurpose, number> = { reset: 60 * 60 * 1000, invite: 7 * 24 * 60 * 60 * 1000, onboarding: 14 * 24 * 60 * 60 * 1000 }
export const OTP_LIFETIME_MS = 10 * 60 * 1000
export const OTP_MAX_ATTEMPTS = 5

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
const iso = (ms: number) => new Date(ms).toISOString()
const expired = (value: unknown) => new Date(value instanceof Date ? value : `${String(value).replace(' ', 'T')}${/Z|[+-]\d\d:?\d\d$/.test(String(value)) ? '' : 'Z'}`).getTime() <= Date.now()

/** Issues a single-use link token; earlier unused tokens of the same purpose stop working. */
export async function issueToken(userId: number, purpose: TokenPurpose, personId: number | null = null): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.from('user_tokens').where({ user_id: userId, purpose, person_id: personId }).whereNull('used_at').update({ used_at: iso(Date.now()) })
  await db.table('user_tokens').insert({
    user_id: userId, purpose, person_id: personId, token_hash: sha256(token),
    expires_at: iso(Date.now() + LIFETIME_MS[purpose]), created_at: iso(Date.now()),
  })
  return token
}

/** The token's row when it is valid; otherwise "Token is expired or used." */
export async function findValidToken(token: unknown, purposes: TokenPurpose[]) {
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) throw new ApiError('token_expired_or_used', 410)
  const row = await db.from('user_tokens').where('token_hash', sha256(token)).whereIn('purpose', purposes).first()
  if (!row || row.used_at || expired(row.expires_at)) throw new ApiError('token_expired_or_used', 410)
  return row as { id: number; user_id: number; purpose: TokenPurpose; person_id: number | null }
}

/** Marks a token used; the conditional update makes a second, concurrent use fail. */
export async function consumeToken(trx: typeof db | any, id: number) {
  const updated = await trx.from('user_tokens').where('id', id).whereNull('used_at').update({ used_at: iso(Date.now()) })
  const count = Array.isArray(updated) ? updated.length : Number(updated)
  if (!count) throw new ApiError('token_expired_or_used', 410)
}

/** A 6-digit login code from a cryptographic source; only its hash is kept. */
export async function issueOtp(userId: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await db.from('login_otps').where('user_id', userId).whereNull('used_at').update({ used_at: iso(Date.now()) })
  await db.table('login_otps').insert({
    user_id: userId, code_hash: sha256(`${userId}:${code}`), attempts: 0,
    expires_at: iso(Date.now() + OTP_LIFETIME_MS), created_at: iso(Date.now()),
  })
  return code
}

/**
 * Checks a code against the user's latest one. Expired, used or exhausted (5 wrong tries) codes
 * answer "expired, request a new one"; a wrong code answers "invalid" and counts a try.
 */
export async function verifyOtp(userId: number, code: unknown) {
  const row = await db.from('login_otps').where('user_id', userId).orderBy('id', 'desc').first()
  if (!row || row.used_at || expired(row.expires_at) || row.attempts >= OTP_MAX_ATTEMPTS) {
    throw ApiError.unprocessable('otp_expired', [{ field: 'otp', rule: 'expired', message: 'otp_expired' }])
  }
  const given = Buffer.from(sha256(`${userId}:${String(code ?? '').trim()}`))
  const ok = given.length === Buffer.from(row.code_hash).length && timingSafeEqual(given, Buffer.from(row.code_hash))
  if (!ok) {
    await db.from('login_otps').where('id', row.id).increment('attempts', 1)
    throw ApiError.unprocessable('otp_invalid', [{ field: 'otp', rule: 'invalid', message: 'otp_invalid' }])
  }
  await db.from('login_otps').where('id', row.id).update({ used_at: iso(Date.now()) })
}
