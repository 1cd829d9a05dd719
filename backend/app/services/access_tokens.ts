import { AccessToken, AccessTokensLucidUserProvider, DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import type { Secret } from '@adonisjs/core/helpers'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import type { DbAccessTokensProviderOptions, LucidTokenable } from '@adonisjs/auth/types/access_tokens'
import { bindEntry, cachedToken, currentGeneration, rememberToken } from '#services/auth_cache'

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
    return (await this.verifyWithOwner(tokenValue))?.token ?? null
  }

  /**
   * The token and the user it belongs to, read in one query (issue 18 §3: the guard read the
   * user with a second one on every request), or from the few seconds' cache (services/auth_cache)
   * when this exact token value was verified since this process last wrote. The user comes back as
   * a new model instance either way.
   */
  async verifyWithOwner(tokenValue: Secret<string>): Promise<{ token: AccessToken; owner: LucidRow | null } | null> {
    const value = tokenValue.release()
    const decoded = AccessToken.decode(this.prefix, value)
    if (!decoded) return null
    const model = this.options.tokenableModel
    const hit = cachedToken(value)
    if (hit) {
      const token = this.dbRowToAccessToken(hit.tokenRow as any)
      if (token.isExpired()) return null
      const owner = hit.ownerRow && model.$createFromAdapterResult({ ...hit.ownerRow })
      if (owner) bindEntry(owner, hit)
      return { token, owner }
    }
    const readAt = currentGeneration()
    const db = await this.getDb()
    const columns = [...model.$columnsDefinitions.values()].map((c) => c.columnName)
    const joined = await db.query().from(`${this.table} as t`)
      .leftJoin(`${model.table} as u`, `u.${model.$keys.attributesToColumns.get(model.primaryKey)}`, 't.tokenable_id')
      .where('t.id', decoded.identifier).where('t.type', this.type)
      .select('t.*', ...columns.map((c) => `u.${c} as ${OWNER}${c}`)).limit(1).first()
    if (!joined) return null
    const row: Record<string, unknown> = {}
    let ownerRow: Record<string, unknown> | null = {}
    for (const [key, value] of Object.entries(joined)) {
      if (key.startsWith(OWNER)) ownerRow[key.slice(OWNER.length)] = value
      else row[key] = value
    }
    const token = this.dbRowToAccessToken(row as any)
    if (!token.verify(decoded.secret) || token.isExpired()) return null
    const lastUsed = token.lastUsedAt ? new Date(token.lastUsedAt).getTime() : 0
    if (Date.now() - lastUsed >= LAST_USED_RESOLUTION_MS) {
      token.lastUsedAt = new Date()
      await db.from(this.table).where({ id: row.id, type: row.type }).update({ last_used_at: token.lastUsedAt })
    }
    if (ownerRow[model.$keys.attributesToColumns.get(model.primaryKey) ?? 'id'] == null) ownerRow = null
    // (The stamp above is a write, so a token stamped now is kept from its next request on.)
    const entry = rememberToken(value, readAt, row, ownerRow)
    const owner = ownerRow && model.$createFromAdapterResult({ ...ownerRow })
    if (owner && entry) bindEntry(owner, entry)
    return { token, owner }
  }
}

/** Prefix of the user's columns in the joined token query. */
const OWNER = 'owner__'

/**
 * The guard's user provider, answering findById from the row verifyToken read with the token.
 * The guard calls the two back to back for one request; a row is handed out once, so no two
 * requests share a model instance (a miss reads the user as the stock provider does).
 */
export class TokenOwnerUserProvider<P extends string, M extends LucidTokenable<P>> extends AccessTokensLucidUserProvider<P, M> {
  #owners = new Map<unknown, LucidRow>()

  async verifyToken(tokenValue: Secret<string>) {
    const tokens = await this.getTokensProvider()
    if (!(tokens instanceof AccessTokensProvider)) return super.verifyToken(tokenValue)
    const found = await tokens.verifyWithOwner(tokenValue)
    if (!found) return null
    if (found.owner) this.#owners.set(found.token.tokenableId, found.owner)
    return found.token
  }

  async findById(identifier: string | number | bigint) {
    const owner = this.#owners.get(identifier)
    if (!owner) return super.findById(identifier)
    this.#owners.delete(identifier)
    return this.createUserForGuard(owner as InstanceType<M>)
  }
}
