import { AccessToken, DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import type { Secret } from '@adonisjs/core/helpers'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import type { DbAccessTokensProviderOptions } from '@adonisjs/auth/types/access_tokens'

/** How stale auth_access_tokens.last_used_at may get before a request refreshes it. */
export const LAST_USED_RESOLUTION_MS = 60_000

/**
 * The stock database token provider, minus a write on every request (issue 18 §3): it stamps
 * last_used_at before it has even checked the secret, so every authenticated read — and every
 * forged token naming a real id — wrote a row. Here the secret and expiry are checked first, and
 * the stamp is refreshed at most once a minute, which is all "last used" needs to mean.
 */
export class AccessTokensProvider<Model extends LucidModel> extends DbAccessTokensProvider<Model> {
  static forModel<Model extends LucidModel>(model: Model, options?: Omit<DbAccessTokensProviderOptions<Model>, 'tokenableModel'>) {
    return new AccessTokensProvider<Model>({ tokenableModel: model, ...options })
  }

  async verify(tokenValue: Secret<string>): Promise<AccessToken | null> {
    const decoded = AccessToken.decode(this.prefix, tokenValue.release())
    if (!decoded) return null
    const db = await this.getDb()
    const row = await db.query().from(this.table).where({ id: decoded.identifier, type: this.type }).limit(1).first()
    if (!row) return null
    const token = this.dbRowToAccessToken(row)
    if (!token.verify(decoded.secret) || token.isExpired()) return null
    const lastUsed = token.lastUsedAt ? new Date(token.lastUsedAt).getTime() : 0
    if (Date.now() - lastUsed >= LAST_USED_RESOLUTION_MS) {
      token.lastUsedAt = new Date()
      await db.from(this.table).where({ id: row.id, type: row.type }).update({ last_used_at: token.lastUsedAt })
    }
    return token
  }
}
