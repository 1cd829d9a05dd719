/**
 * The bare handler `npm run bench:load` compares the app with (scripts/bench-load.mjs): node:http
 * with pg (or better-sqlite3 when BARE_SQLITE names a file), one process, doing only the people
 * list's work per request — the bearer token checked as the app's AccessTokensProvider does, the
 * user's customer, a scoped count and a page of 50 in the app's order. PORT, BARE_PG_DATABASE.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import pg from 'pg'

const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' }

await bareServer()

async function bareServer() {
  const sqlite = process.env.BARE_SQLITE
  let query
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
    // knex's default pool (the app's): at most 10 connections.
    const pool = new pg.Pool({ ...PG, database: process.env.BARE_PG_DATABASE, max: 10 })
    pg.types.setTypeParser(1082, (v) => v)
    query = async (sql, params) => (await pool.query(sql, params)).rows
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
      if (req.method !== 'GET' || url.pathname !== '/api/people') return send(res, 404, { message: 'not found' })
      // The token as the app's AccessTokensProvider reads it: oat_<base64url id>.<base64url secret>.
      const auth = req.headers.authorization ?? ''
      const value = auth.startsWith('Bearer ') ? auth.slice(7) : ''
      if (!value.startsWith('oat_')) return send(res, 401, { message: 'unauthorized' })
      const [idPart, ...secretParts] = value.slice(4).split('.')
      const id = b64(idPart)
      const secret = b64(secretParts.join('.'))
      if (!/^\d+$/.test(id) || !secret) return send(res, 401, { message: 'unauthorized' })
      const [token] = await query('select * from auth_access_tokens where id = $1 and type = $2 limit 1', [Number(id), 'auth_token'])
      if (!token) return send(res, 401, { message: 'unauthorized' })
      const hash = createHash('sha256').update(secret).digest('hex')
      const expired = token.expires_at && new Date(token.expires_at).getTime() < Date.now()
      if (hash.length !== token.hash.length || !timingSafeEqual(Buffer.from(hash), Buffer.from(token.hash)) || expired) {
        return send(res, 401, { message: 'unauthorized' })
      }
      const [user] = await query('select id, customer_id from users where id = $1 and deleted_at is null limit 1', [token.tokenable_id])
      if (!user?.customer_id) return send(res, 403, { message: 'forbidden' })
      const page = Math.max(1, Number(url.searchParams.get('external[page]') ?? 1) || 1)
      const perPage = Math.min(500, Math.max(1, Number(url.searchParams.get('external[per_page]') ?? 50) || 50))
      // As the app's repository orders the people list: defaultSort 'name', then id.
      const [{ total }] = await query('select count(*) as total from people where customer_id = $1 and deleted_at is null', [user.customer_id])
      const items = await query('select people.* from people where customer_id = $1 and deleted_at is null order by name asc, id asc limit $2 offset $3',
        [user.customer_id, perPage, (page - 1) * perPage])
      const itemsTotal = Number(total)
      send(res, 200, { items, itemsTotal, nextPage: page * perPage < itemsTotal ? page + 1 : null })
    } catch (err) {
      send(res, 500, { message: String(err?.message ?? err) })
    }
  })
  server.keepAliveTimeout = 65_000
  server.listen(Number(process.env.PORT), '127.0.0.1')
}

