/**
 * The bare handler `npm run bench:load` compares the app with (scripts/bench-load.mjs): node:http
 * with pg (or better-sqlite3 when BARE_SQLITE names a file), one process, doing only the people
 * list's work per request. PORT, BARE_PG_DATABASE, and BARE_SQL:
 *  - `plain` (default): the bearer token checked as the app's AccessTokensProvider does, the
 *    user's customer, a scoped count and a page of 50 in the app's order (the issue's first
 *    measurement: 4 statements, no tenant transaction);
 *  - `app` (PostgreSQL): the statements the app sends for this page, as PostgreSQL logs them
 *    (log_statement=all): the tenant transaction's BEGIN with its settings (services/row_security),
 *    the page with its total and its references' labels in one statement (resources/repository),
 *    COMMIT; the token and its user kept for 3 s as the app's AUTH_CACHE_MS keeps them, the
 *    token's hash checked on every request.
 * In `plain` mode it also answers the whole mix of bench:load (BARE_MIX=1), as the cheapest
 * handler of it: every other authenticated read does the token…page work (a user of no customer, the
 * superadmin, reads the first customer's page), and POST /api/auth/platform-login signs in as any
 * sign-in must: the user's row by e-mail, the password checked by the app's @adonisjs/hash scrypt
 * driver at the stored hash's own cost, a token stored as the app stores it.
 * Statements with values go named (prepared once per connection), as the app sends them
 * (backend/app/services/prepared_statements.ts) and as better-sqlite3 keeps them.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import pg from 'pg'
import { Scrypt } from '@adonisjs/hash/drivers/scrypt'

const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' }

await bareServer()

async function bareServer() {
  const sqlite = process.env.BARE_SQLITE
  const appSql = process.env.BARE_SQL === 'app'
  const mix = process.env.BARE_MIX === '1'
  if (mix && appSql) throw new Error('BARE_MIX answers the mix with the plain work')
  if (appSql && sqlite) throw new Error('BARE_SQL=app is PostgreSQL\'s statements')
  const tokens = new Map()
  let query
  let pool
  if (sqlite) {
    const { default: Database } = await import('better-sqlite3')
    const conn = new Database(sqlite, { readonly: true })
    const cache = new Map()
    query = async (sql, params) => {
      const text = sql.replace(/\$\d+/g, '?')
      if (!cache.has(text)) cache.set(text, conn.prepare(text))
      return cache.get(text).all(...params)
    }
  } else {
    // The app's pool (backend/config/database.ts, DB_POOL_MAX): at most 10 connections.
    pool = new pg.Pool({ ...PG, database: process.env.BARE_PG_DATABASE, max: Number(process.env.DB_POOL_MAX ?? 10) })
    pg.types.setTypeParser(1082, (v) => v)
    query = async (sql, params) => (await pool.query(named(sql, params))).rows
  }
  const b64 = (s) => Buffer.from(s, 'base64url').toString('utf8')
  const send = (res, status, body) => {
    const text = JSON.stringify(body)
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) })
    res.end(text)
  }
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://x')
      if (url.pathname === '/api/health') return send(res, 200, { ok: true })
      if (mix && req.method === 'POST' && url.pathname === '/api/auth/platform-login') return send(res, ...await signIn(req, query))
      if (!mix && (req.method !== 'GET' || url.pathname !== '/api/people')) return send(res, 404, { message: 'not found' })
      // The token as the app's AccessTokensProvider reads it: oat_<base64url id>.<base64url secret>.
      const auth = req.headers.authorization ?? ''
      const value = auth.startsWith('Bearer ') ? auth.slice(7) : ''
      if (!value.startsWith('oat_')) return send(res, 401, { message: 'unauthorized' })
      const [idPart, ...secretParts] = value.slice(4).split('.')
      const id = b64(idPart)
      const secret = b64(secretParts.join('.'))
      if (!/^\d+$/.test(id) || !secret) return send(res, 401, { message: 'unauthorized' })
      const cached = appSql ? tokens.get(id) : undefined
      const [token] = cached && cached.at > Date.now() - 3000 ? [cached.token]
        : await query('select * from auth_access_tokens where id = $1 and type = $2 limit 1', [Number(id), 'auth_token'])
      if (!token) return send(res, 401, { message: 'unauthorized' })
      const hash = createHash('sha256').update(secret).digest('hex')
      const expired = token.expires_at && new Date(token.expires_at).getTime() < Date.now()
      if (hash.length !== token.hash.length || !timingSafeEqual(Buffer.from(hash), Buffer.from(token.hash)) || expired) {
        return send(res, 401, { message: 'unauthorized' })
      }
      const [user] = cached && cached.token === token ? [cached.user]
        : await query('select id, customer_id from users where id = $1 and deleted_at is null limit 1', [token.tokenable_id])
      if (!user) return send(res, 401, { message: 'unauthorized' })
      if (!user.customer_id && !mix) return send(res, 403, { message: 'forbidden' })
      const customerId = user.customer_id ?? 1
      if (appSql && cached?.token !== token) tokens.set(id, { token, user, at: Date.now() })
      const page = Math.max(1, Number(url.searchParams.get('external[page]') ?? 1) || 1)
      const perPage = Math.min(500, Math.max(1, Number(url.searchParams.get('external[per_page]') ?? 50) || 50))
      if (appSql) return send(res, 200, await appStatements(pool, user, page, perPage))
      // As the app's repository orders the people list: defaultSort 'name', then id.
      const [{ total }] = await query('select count(*) as total from people where customer_id = $1 and deleted_at is null', [customerId])
      const items = await query('select people.* from people where customer_id = $1 and deleted_at is null order by name asc, id asc limit $2 offset $3',
        [customerId, perPage, (page - 1) * perPage])
      const itemsTotal = Number(total)
      send(res, 200, { items, itemsTotal, nextPage: page * perPage < itemsTotal ? page + 1 : null })
    } catch (err) {
      send(res, 500, { message: String(err?.message ?? err) })
    }
  })
  server.keepAliveTimeout = 65_000
  server.listen(Number(process.env.PORT), '127.0.0.1')
}

// The app's hasher: verify() takes the cost (n, r, p) from the stored hash, so the check costs what the app's does.
const scrypt = new Scrypt({})

/** A sign-in as any must do it: the user by e-mail, the password's scrypt check, a stored token (oat_<id>.<secret>, its sha256 kept). */
async function signIn(req, query) {
  let body
  try {
    const chunks = []
    for await (const c of req) chunks.push(c)
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    return [400, { message: 'bad request' }]
  }
  const [user] = typeof body?.email === 'string'
    ? await query('select id, password from users where email = $1 and deleted_at is null limit 1', [body.email.toLowerCase()])
    : []
  if (!user || typeof body.password !== 'string' || !(await scrypt.verify(user.password, body.password))) return [400, { message: 'invalid credentials' }]
  const secret = randomBytes(32).toString('base64url')
  const [token] = await query(`insert into auth_access_tokens (tokenable_id, type, name, hash, abilities, created_at, updated_at, expires_at)
    values ($1, $2, null, $3, $4, now(), now(), now() + interval '1 day') returning id`,
  [user.id, 'auth_token', createHash('sha256').update(secret).digest('hex'), '["*"]'])
  const b64 = (s) => Buffer.from(String(s)).toString('base64url')
  return [200, { auth_token: `oat_${b64(token.id)}.${b64(secret)}` }]
}

const names = new Map()
function named(text, values) {
  if (!names.has(text)) names.set(text, `bare_${names.size + 1}`)
  return { name: names.get(text), text, values }
}

/** The app's statements for the HR admin's people page (see the header), on one pooled connection. */
async function appStatements(pool, user, page, perPage) {
  const customers = `'{${Number(user.customer_id)}}'`
  const vendorsOf = `'{' || coalesce((SELECT string_agg(DISTINCT vendor_id::text, ',') FROM customers WHERE id = ANY(${customers}::bigint[])), '') || '}'`
  const conn = await pool.connect()
  try {
    await conn.query(`BEGIN; SELECT set_config('hr.platform', '', true), set_config('hr.customers', ${customers}, true), set_config('hr.vendors', '{}', true), set_config('hr.user', '${Number(user.id)}', true), set_config('hr.customer_vendors', ${vendorsOf}, true), set_config('hr.company_vendor', ${vendorsOf}, true), set_config('role', 'hr_tenant', true)`)
    const { rows } = await conn.query(named(`select "labelled__".*, cast("l0__"."name" as text) as "label_0__", cast("l1__"."name" as text) as "label_1__" from (select "people".*, count(*) over () as list_total__ from "people" where "people"."customer_id" = $1 and "people"."deleted_at" is null order by "people"."name" asc, "people"."id" asc limit $2${page > 1 ? ' offset $3' : ''}) as "labelled__" left join "customers" as "l0__" on "l0__"."id" = "labelled__"."customer_id" left join "people" as "l1__" on "l1__"."id" = "labelled__"."reporting_manager_id" order by "labelled__"."name" asc, "labelled__"."id" asc`,
      [user.customer_id, perPage, ...(page > 1 ? [(page - 1) * perPage] : [])]))
    await conn.query('COMMIT')
    const itemsTotal = rows.length ? Number(rows[0].list_total__) : 0
    const items = rows.map(({ label_0__, label_1__, list_total__, ...row }) => ({
      ...row, _labels: { ...(label_0__ !== null ? { customer_id: label_0__ } : {}), ...(label_1__ !== null ? { reporting_manager_id: label_1__ } : {}) },
    }))
    return { items, itemsTotal, nextPage: page * perPage < itemsTotal ? page + 1 : null }
  } catch (error) {
    await conn.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    conn.release()
  }
}
