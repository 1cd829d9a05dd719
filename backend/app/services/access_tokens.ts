import { AccessToken, AccessTokensLucidUserProvider, DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import type { Secret } from '@adonisjs/core/helpers'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import type { DbAccessTokensProviderOptions, LucidTokenable } from '@adonisjs/auth/types/access_tokens'
import { bindEntry, cachedToken, currentGeneration, readTokenOnce, rememberToken } from '#services/auth_cache'

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
    const read = await readTokenOnce(value, () => this.readToken(value, decoded))
    if (!read) return null
    // Each request gets its own token and user instances, also when it shared another's read.
    const token = this.dbRowToAccessToken({ ...read.row } as any)
    if (token.isExpired()) return null
    const owner = read.ownerRow && model.$createFromAdapterResult({ ...read.ownerRow })
    if (owner && read.entry) bindEntry(owner, read.entry)
    return { token, owner }
  }

  /** The token's row and its owner's, when the secret matches and the token has not expired; kept in the cache. */
  private async readToken(value: string, decoded: NonNullable<ReturnType<typeof AccessToken.decode>>) {
    const readAt = currentGeneration()
    const model = this.options.tokenableModel
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
      row.last_used_at = new Date()
      await db.from(this.table).where({ id: row.id, type: row.type }).update({ last_used_at: row.last_used_at })
    }
    if (ownerRow[model.$keys.attributesToColumns.get(model.primaryKey) ?? 'id'] == null) ownerRow = null
    // (The stamp above is a write, so a token stamped now is kept from its next request on.)
    const entry = rememberToken(value, readAt, row, ownerRow)
    return { row, ownerRow, entry }
  }
}

/** Prefix of the user's columns in the joined token query. */
const OWNER = 'owner__'

/**
 * The guard's user provider, answering findById from the row verifyToken read with the token.
 * The guard calls the two back to back for one request, but requests of one user that shared a
 * token read (readTokenOnce) all verify before any of them asks for its user: so the owners wait
 * in a queue per user id, each handed out once (no two requests share a model instance; they are
 * copies of one row). One not claimed within a second is not handed out: a miss reads the user as
 * the stock provider does.
 */
export class TokenOwnerUserProvider<P extends string, M extends LucidTokenable<P>> extends AccessTokensLucidUserProvider<P, M> {
  #owners = new Map<unknown, { owner: LucidRow; at: number }[]>()

  async verifyToken(tokenValue: Secret<string>) {
    const tokens = await this.getTokensProvider()
    if (!(tokens instanceof AccessTokensProvider)) return super.verifyToken(tokenValue)
    const found = await tokens.verifyWithOwner(tokenValue)
    if (!found) return null
    if (found.owner) {
      const waiting = this.#owners.get(found.token.tokenableId)
      const owner = { owner: found.owner, at: Date.now() }
      if (waiting) waiting.push(owner)
      else this.#owners.set(found.token.tokenableId, [owner])
    }
    return found.token
  }

  async findById(identifier: string | number | bigint) {
    const waiting = this.#owners.get(identifier)
    let next = waiting?.shift()
    while (next && Date.now() - next.at > UNCLAIMED_MS) next = waiting!.shift()
    if (waiting && !waiting.length) this.#owners.delete(identifier)
    if (!next) return super.findById(identifier)
    return this.createUserForGuard(next.owner as InstanceType<M>)
  }
}

const UNCLAIMED_MS = 1000
