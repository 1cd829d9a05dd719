import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { catalogue } from '@hr/shared'
import { DEMO_EMAILS, demoUser, isolatedTest } from '#tests/helpers'
import { SETTINGS, TENANT_ROLE, policyFor } from '#database/row_security'
import { acrossTenants, inOneConnection, walls, withRowSecurity } from '#services/row_security'
import { DEMO_PASSWORD } from '@hr/shared'

/**
 * PostgreSQL's row-level security, the second wall between tenants (issue 18 §1). The isolation
 * matrix runs again on PostgreSQL with the application's scoping switched off (.ci/run,
 * TENANCY_APP_SCOPE=off) and must find 0 leaks; these tests show the wall is really there, that
 * the switch really removes the application's scoping, and that every tenant table has its policies.
 */
const onPostgres = () => db.connection().dialect.name === 'postgres'

const customerId = async (name: string) => Number((await db.from('customers').where('name', name).first()).id)

/** Runs `fn` as a request would, as the tenant role acting for the given customers. */
async function asTenant(settings: Partial<Record<keyof typeof SETTINGS, string>>, fn: (trx: any) => Promise<any>): Promise<any> {
  const trx = await db.transaction()
  try {
    for (const [key, value] of Object.entries(settings)) {
      await trx.rawQuery('SELECT set_config(?, ?, true)', [SETTINGS[key as keyof typeof SETTINGS], value])
    }
    await trx.rawQuery(`SET LOCAL ROLE ${TENANT_ROLE}`)
    return await fn(trx)
  } finally {
    await trx.rollback()
  }
}

/** What `work` sends, statement by statement, with the knex transaction each ran in. */
async function capturing<T>(work: () => Promise<T>): Promise<{ result: T; sent: { sql: string; tx?: string }[] }> {
  const sent: { sql: string; tx?: string }[] = []
  const listen = (q: { sql: string; __knexTxId?: string }) => { sent.push({ sql: q.sql, tx: q.__knexTxId }) }
  const knex = db.connection().getWriteClient()
  knex.on('query', listen)
  try {
    return { result: await work(), sent }
  } finally {
    knex.off('query', listen)
  }
}

test.group('Row-level security (PostgreSQL)', (group) => {
  group.each.setup(() => isolatedTest())

  test('every tenant table has the wall, with policies for reading and writing', async ({ assert }) => {
    if (!onPostgres()) return assert.isTrue(true, 'SQLite has no row-level security; this runs on PostgreSQL in CI')
    const rows = (await db.rawQuery(`
      SELECT c.relname AS name, c.relrowsecurity AS on, array_agg(p.polname) FILTER (WHERE p.polname IS NOT NULL) AS policies
        FROM pg_class c LEFT JOIN pg_policy p ON p.polrelid = c.oid
       WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace GROUP BY c.relname, c.relrowsecurity`)).rows
    const columns = (await db.rawQuery(`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()`)).rows
    const missing: string[] = []
    for (const table of rows) {
      const cols = new Set<string>(columns.filter((c: any) => c.table_name === table.name).map((c: any) => c.column_name))
      // Any table holding a tenant's rows: a catalogue resource of a tenant, or a tenant column.
      const tenantTable = catalogue.some((d) => d.table === table.name && d.scope !== 'platform')
        || cols.has('customer_id') || cols.has('vendor_id')
      if (!tenantTable || !policyFor(table.name, cols)) continue
      if (!table.on || !table.policies?.includes('tenant_read') || !table.policies?.includes('tenant_write')) missing.push(table.name)
    }
    assert.deepEqual(missing, [], 'tenant tables without row-level security (call applyRowSecurity in the migration that adds them)')
    assert.isAbove(rows.filter((r: any) => r.on).length, 50)
  })

  test('every table the tenant role may write has the wall and a policy, or the role has no write grant on it (issue 42 item 7)', async ({ assert }) => {
    const rows = (await db.rawQuery(`
      SELECT c.relname AS name, c.relrowsecurity AS on, count(p.polname)::int AS policies
        FROM pg_class c LEFT JOIN pg_policy p ON p.polrelid = c.oid AND (p.polroles = '{0}' OR ?::regrole = ANY(p.polroles))
       WHERE c.relkind IN ('r', 'p') AND c.relnamespace = current_schema()::regnamespace
         AND (has_table_privilege(?, c.oid, 'INSERT') OR has_table_privilege(?, c.oid, 'UPDATE') OR has_table_privilege(?, c.oid, 'DELETE'))
       GROUP BY c.relname, c.relrowsecurity ORDER BY c.relname`, [TENANT_ROLE, TENANT_ROLE, TENANT_ROLE, TENANT_ROLE])).rows
    assert.isAbove(rows.length, 20, 'the tenant role writes the tenant tables')
    const bare = rows.filter((r: any) => !r.on || r.policies === 0).map((r: any) => r.name)
    assert.deepEqual(bare, [], `writable by ${TENANT_ROLE} without row-level security and a policy: ${bare.join(', ')}`)
  }).skip(process.env.DB_CONNECTION !== 'pg', 'SQLite has no roles, grants or row-level security: this runs on PostgreSQL (.ci/run)')

  test("the tenant role reaches the credentials of its own company's users only, and writes no limiter or reference row", async ({ assert }) => {
    const globex = await customerId('Globex Asia')
    const tokens = async () => (await db.from('auth_access_tokens').join('users', 'users.id', 'auth_access_tokens.tokenable_id').select('users.customer_id')).map((r: any) => r.customer_id)
    await demoUser(DEMO_EMAILS.hrAdmin)
    for (const email of [DEMO_EMAILS.hrAdmin, DEMO_EMAILS.otherEmployee, DEMO_EMAILS.employee]) {
      const user = await demoUser(email)
      await db.table('auth_access_tokens').insert({ tokenable_id: user.id, type: 'auth_token', hash: `h-${user.id}-${Date.now()}`, abilities: '["*"]', created_at: new Date(), updated_at: new Date() })
    }
    const before = await tokens()
    const deleted = await asTenant({ customers: `{${globex}}` }, async (trx) => {
      const gone = await trx.from('auth_access_tokens').delete()
      const seen = await trx.from('auth_access_tokens').count('* as n')
      return { gone: Number(gone), left: Number(seen[0].n) }
    })
    const companyTokens = before.filter((c: any) => c !== null && Number(c) === globex).length
    assert.isAbove(companyTokens, 0)
    assert.isBelow(companyTokens, before.length)
    assert.deepEqual(deleted, { gone: companyTokens, left: 0 })
    for (const statement of ["INSERT INTO rate_limits (key, points) VALUES ('x', 1)", 'DELETE FROM rate_limits', 'DELETE FROM exchange_rates', 'DELETE FROM adonis_schema']) {
      await assert.rejects(() => asTenant({ customers: `{${globex}}` }, (trx) => trx.rawQuery(statement)), /permission denied/)
    }
  }).skip(process.env.DB_CONNECTION !== 'pg', 'SQLite has no roles, grants or row-level security: this runs on PostgreSQL (.ci/run)')

  test('the tenant role sees and writes only the customers it acts for, and nothing when none is set', async ({ assert }) => {
    if (!onPostgres()) return assert.isTrue(true, 'SQLite has no row-level security; this runs on PostgreSQL in CI')
    const globex = await customerId('Globex Asia')
    const initech = await customerId('Initech Europe')
    const people = await db.from('people').whereIn('customer_id', [globex, initech]).select('customer_id')
    assert.isTrue(people.some((p) => Number(p.customer_id) === initech))

    const seen = await asTenant({ customers: `{${globex}}` }, async (trx) => trx.from('people').select('customer_id'))
    assert.isAbove(seen.length, 0)
    assert.isTrue(seen.every((p: any) => Number(p.customer_id) === globex), 'only Globex people')
    // A query that forgets its scope, and one that names the other tenant, find nothing of it.
    assert.equal((await asTenant({ customers: `{${globex}}` }, (trx) => trx.from('people').where('customer_id', initech))).length, 0)
    assert.equal((await asTenant({}, (trx) => trx.from('people'))).length, 0, 'no setting: no rows')
    // Nor can it change or add the other tenant's rows.
    const changed = await asTenant({ customers: `{${globex}}` }, (trx) => trx.from('people').where('customer_id', initech).update({ name: 'Leaked' }))
    assert.equal(Number(changed?.[0] ?? changed), 0)
    const insert = asTenant({ customers: `{${globex}}` }, (trx) => trx.table('customer_sso_domains')
      .insert({ customer_id: initech, domain: 'wall.test', created_at: new Date(), updated_at: new Date() }))
    await assert.rejects(() => insert, /row-level security/)
    // The platform setting (a superadmin's requests) reaches every tenant.
    assert.isAbove((await asTenant({ platform: 'on' }, (trx) => trx.from('people').where('customer_id', initech))).length, 0)
  })

  test('with the application\'s scoping off, the wall alone refuses another tenant\'s rows over the API', async ({ client, assert }) => {
    if (!onPostgres()) return assert.isTrue(true, 'SQLite has no row-level security; this runs on PostgreSQL in CI')
    const globex = await customerId('Globex Asia')
    const person = await db.from('people').where('customer_id', globex).whereNull('deleted_at').first()
    const intruder = await demoUser(DEMO_EMAILS.otherEmployee) // Initech's employee
    const hrAdmin = await demoUser(DEMO_EMAILS.hrAdmin) // Globex's admin
    const saved = { ...walls }
    try {
      walls.appScope = false
      // Both walls down: the switch really removes the application's scoping (a Globex person shows).
      walls.rowSecurity = false
      const open = await client.get('/api/people').qs({ 'external[per_page]': 1000 }).loginAs(hrAdmin)
      open.assertStatus(200)
      assert.isTrue(open.body().items.some((p: any) => Number(p.customer_id) !== globex), 'without either wall another tenant shows')
      // The database's wall up: the same requests see only their own tenant.
      walls.rowSecurity = true
      const walled = await client.get('/api/people').qs({ 'external[per_page]': 1000 }).loginAs(hrAdmin)
      walled.assertStatus(200)
      assert.isAbove(walled.body().items.length, 0)
      assert.isTrue(walled.body().items.every((p: any) => Number(p.customer_id) === globex))
      const show = await client.get(`/api/people/${person.id}`).loginAs(intruder)
      assert.include([403, 404], show.status())
      const update = await client.post(`/api/people/${person.id}`).json({ update_data: { name: 'Leaked' } }).loginAs(intruder)
      assert.include([403, 404], update.status())
      assert.equal((await db.from('people').where('id', person.id).first()).name, person.name)
    } finally {
      Object.assign(walls, saved)
    }
  })

  test('a request reads past the wall only inside acrossTenants, and is walled again right after', async ({ assert }) => {
    if (!onPostgres()) return assert.isTrue(true, 'SQLite has no row-level security; this runs on PostgreSQL in CI')
    const globex = await customerId('Globex Asia')
    const initech = await customerId('Initech Europe')
    const hrAdmin = await demoUser(DEMO_EMAILS.hrAdmin)
    const seen = await withRowSecurity({ user: hrAdmin, customerIds: [globex], vendorIds: [] }, async () => {
      const before = await db.from('people').where('customer_id', initech).count('* as n').first()
      const across = await acrossTenants(async () => db.from('people').where('customer_id', initech).count('* as n').first())
      // A read that fails inside a savepoint gives its own error, and the savepoint's end walls the rest again.
      const failed = await db.transaction(async (nested) => acrossTenants(async () => nested.rawQuery('SELECT 1/0')))
        .then(() => 'no error', (e) => String(e.code))
      const after = await db.from('people').where('customer_id', initech).count('* as n').first()
      return { before: Number(before.n), across: Number(across.n), failed, after: Number(after.n) }
    })
    assert.equal(seen.before, 0)
    assert.isAbove(seen.across, 0)
    assert.equal(seen.failed, '22012', 'the read\'s own error comes back')
    assert.equal(seen.after, 0)
  })

  test('a request\'s writes land, and its reads after them see them (one transaction per request)', async ({ client, assert }) => {
    const vendorAdmin = await demoUser(DEMO_EMAILS.vendorAdmin)
    const globex = await customerId('Globex Asia')
    const created = await client.post('/api/sso-domain').header('x-customer-id', String(globex)).json({ domain: 'wall-written.test' }).loginAs(vendorAdmin)
    assert.include([200, 201], created.status())
    const listed = await client.get('/api/sso-domain').header('x-customer-id', String(globex)).loginAs(vendorAdmin)
    assert.isTrue(listed.body().items.some((d: any) => d.domain === 'wall-written.test'))
    assert.exists(await db.from('customer_sso_domains').where('domain', 'wall-written.test').first())
  })
})

/**
 * Outside a test's global transaction, as in production: the request's transaction opens with its
 * tenant settings in the BEGIN's own message (services/transaction_opening), one round trip.
 */
test.group('Row-level security: the request transaction\'s opening (PostgreSQL)', () => {
  test('BEGIN and the tenant settings travel as one statement, and the wall holds from the first query', async ({ assert }) => {
    if (!onPostgres()) return assert.isTrue(true, 'SQLite has no row-level security; this runs on PostgreSQL in CI')
    if (!walls.rowSecurity) return assert.isTrue(true, 'DB_ROW_SECURITY=off')
    const globex = await customerId('Globex Asia')
    const initech = await customerId('Initech Europe')
    const hrAdmin = await demoUser(DEMO_EMAILS.hrAdmin)
    const { result: seen, sent } = await capturing(() => withRowSecurity({ user: hrAdmin, customerIds: [globex], vendorIds: [] }, async () => {
      const settings = (await db.rawQuery(`SELECT current_user AS role, current_setting('${SETTINGS.customers}') AS customers,
        current_setting('${SETTINGS.user}') AS "user", current_setting('${SETTINGS.companyVendor}') AS company_vendor`)).rows[0]
      const initechPeople = await db.from('people').where('customer_id', initech).count('* as n').first()
      const globexPeople = await db.from('people').where('customer_id', globex).count('* as n').first()
      return { ...settings, initech: Number(initechPeople.n), globex: Number(globexPeople.n) }
    }))
    const statements = sent.map((q) => q.sql)
    const opening = statements.filter((sql) => /^\s*begin\b/i.test(sql))
    assert.lengthOf(opening, 1)
    assert.isTrue(opening[0].startsWith(`BEGIN; SELECT set_config('hr.platform', '', true), set_config('hr.customers', '{${globex}}', true)`), opening[0])
    assert.lengthOf(statements.filter((sql) => /set_config\(/.test(sql)), 1, statements.join('\n'))
    assert.equal(seen.role, TENANT_ROLE)
    assert.equal(seen.customers, `{${globex}}`)
    assert.equal(seen.user, String(hrAdmin.id))
    assert.match(seen.company_vendor, /^\{\d+\}$/)
    assert.equal(seen.initech, 0)
    assert.isAbove(seen.globex, 0)
    // SET LOCAL ended with the transaction: the pool's connection is back to the owner, unwalled.
    const back = (await db.rawQuery(`SELECT current_user AS role, coalesce(current_setting('${SETTINGS.customers}', true), '') AS customers`)).rows[0]
    assert.notEqual(back.role, TENANT_ROLE)
    assert.equal(back.customers, '')
  })

  test('requests opening at the same time each carry their own tenant\'s settings', async ({ assert }) => {
    if (!onPostgres() || !walls.rowSecurity) return assert.isTrue(true, 'PostgreSQL with row security only')
    const globex = await customerId('Globex Asia')
    const initech = await customerId('Initech Europe')
    const hrAdmin = await demoUser(DEMO_EMAILS.hrAdmin)
    const other = await demoUser(DEMO_EMAILS.otherEmployee)
    // Twelve at once, alternating tenants: more than the pool holds, so some wait for a connection.
    const seen = await Promise.all(Array.from({ length: 12 }, (_, i) => {
      const [user, own, foreign] = i % 2 ? [other, initech, globex] : [hrAdmin, globex, initech]
      return withRowSecurity({ user, customerIds: [own], vendorIds: [] }, async () => {
        const setting = (await db.rawQuery(`SELECT current_setting('${SETTINGS.customers}') AS customers`)).rows[0].customers
        const foreignPeople = await db.from('people').where('customer_id', foreign).count('* as n').first()
        return { expected: `{${own}}`, setting, foreign: Number(foreignPeople.n) }
      })
    }))
    for (const s of seen) {
      assert.equal(s.setting, s.expected)
      assert.equal(s.foreign, 0)
    }
  })

  test('a superadmin\'s request holds one connection as the owner, unwalled, and acrossTenants leaves it so', async ({ assert }) => {
    if (!onPostgres()) return assert.isTrue(true, 'SQLite has one connection; this runs on PostgreSQL in CI')
    const superadmin = await demoUser(DEMO_EMAILS.superadmin)
    const owner = (await db.rawQuery('SELECT current_user AS role')).rows[0].role
    const { result: seen, sent } = await capturing(() => withRowSecurity({ user: superadmin, customerIds: null, vendorIds: null }, async () => {
      // Two at once: outside a transaction each would take a pool connection of its own.
      const pids = await Promise.all([1, 2].map(async () => (await db.rawQuery('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)')).rows[0].pid))
      const role = (await db.rawQuery('SELECT current_user AS role')).rows[0].role
      const across = await acrossTenants(async () => (await db.rawQuery('SELECT current_user AS role')).rows[0].role)
      const after = (await db.rawQuery('SELECT current_user AS role, pg_backend_pid() AS pid')).rows[0]
      const people = Number((await db.from('people').count('* as n').first()).n)
      return { pids: [...pids, after.pid], role, across, after: after.role, people }
    }))
    const statements = sent.map((q) => q.sql)
    assert.lengthOf(new Set(seen.pids), 1, 'one connection for the whole request')
    assert.deepEqual([seen.role, seen.across, seen.after], [owner, owner, owner])
    assert.notEqual(owner, TENANT_ROLE)
    assert.isAbove(seen.people, 0)
    assert.deepEqual(statements.filter((sql) => /^\s*(begin|commit)\b/i.test(sql)).map((sql) => sql.trim().replace(/;$/, '').toUpperCase()), ['BEGIN', 'COMMIT'])
    assert.lengthOf(statements.filter((sql) => /set_config\(/.test(sql)), 0, 'no tenant settings, no role switch')
  })

  test('a sign-in writes its token and reads its profile on one connection, committed before the answer', async ({ client, assert }) => {
    if (!onPostgres()) return assert.isTrue(true, 'SQLite has one connection; this runs on PostgreSQL in CI')
    const { result: login, sent: seen } = await capturing(() => client.post('/api/auth/platform-login').json({ email: DEMO_EMAILS.superadmin, password: DEMO_PASSWORD }))
    login.assertStatus(200)
    const insert = seen.find((q) => /^insert into "auth_access_tokens"/i.test(q.sql))
    assert.isString(insert?.tx, 'the token is written inside the session\'s transaction')
    const inside = seen.filter((q) => q.tx === insert!.tx && !/^\s*(begin|commit)/i.test(q.sql))
    assert.isAbove(inside.length, 2, 'the profile\'s reads share it')
    assert.isTrue(seen.some((q) => q.tx === insert!.tx && /^\s*commit/i.test(q.sql)))
    // Committed: another connection sees the token the answer carries.
    const id = Buffer.from(String(login.body().auth_token).slice(4).split('.')[0], 'base64url').toString('utf8')
    assert.exists(await db.from('auth_access_tokens').where('id', Number(id)).first())
    await db.from('auth_access_tokens').where('id', Number(id)).delete()
  })

  test('inOneConnection inside a request adds no transaction of its own', async ({ assert }) => {
    if (!onPostgres() || !walls.rowSecurity) return assert.isTrue(true, 'PostgreSQL with row security only')
    const hrAdmin = await demoUser(DEMO_EMAILS.hrAdmin)
    const globex = await customerId('Globex Asia')
    const { result: role, sent } = await capturing(() => withRowSecurity({ user: hrAdmin, customerIds: [globex], vendorIds: [] }, () =>
      inOneConnection(async () => (await db.rawQuery('SELECT current_user AS role')).rows[0].role)))
    const statements = sent.map((q) => q.sql)
    assert.equal(role, TENANT_ROLE)
    assert.lengthOf(statements.filter((sql) => /^\s*(begin|savepoint)\b/i.test(sql)), 1, statements.join('\n'))
  })

  test('an id that is not an integer never reaches the opening statement', async ({ assert }) => {
    if (!onPostgres() || !walls.rowSecurity) return assert.isTrue(true, 'PostgreSQL with row security only')
    const hrAdmin = await demoUser(DEMO_EMAILS.hrAdmin)
    let ran = false
    const attempt = withRowSecurity({ user: hrAdmin, customerIds: ["1}', true), set_config('role', 'none" as unknown as number], vendorIds: [] }, async () => { ran = true })
    await assert.rejects(() => attempt, /is not an id/)
    assert.isFalse(ran)
  })
})
