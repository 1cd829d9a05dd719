import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DEMO_PASSWORD } from '@hr/shared'
import { DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { AUTH_CACHE_MS, FACT_TABLES, cachedToken, currentGeneration, leavesKeptAnswers, readTokenOnce, rememberToken } from '#services/auth_cache'

/**
 * Issue 18 §3: a token with its user and the request facts is kept for a few seconds
 * (services/auth_cache), and any write this process makes (or commits) drops what was kept, but
 * for a new row of a table no kept answer reads (a sign-in's token, a leave request).
 */
async function signIn(client: any, email: string) {
  const login = await client.post('/api/auth/platform-login').json({ email, password: DEMO_PASSWORD })
  login.assertStatus(200)
  return { authorization: `Bearer ${login.body().auth_token}` }
}

/** The statements sent while `run` runs, without the row-security wall's transaction control and settings. */
async function workStatements(run: () => Promise<unknown>) {
  const statements: string[] = []
  const listen = (q: { sql: string }) => { statements.push(q.sql) }
  const knex = db.connection().getWriteClient()
  knex.on('query', listen)
  try {
    await run()
  } finally {
    knex.off('query', listen)
  }
  return statements.filter((sql) => !/^\s*(savepoint|release|begin|commit|rollback)\b/i.test(sql) && !/set_config\(/.test(sql))
}

test.group('Token and request facts kept per token', (group) => {
  group.each.setup(() => isolatedTest())

  test('a second read with the same token reads neither the token nor the facts again', async ({ client, assert }) => {
    assert.isAbove(AUTH_CACHE_MS, 0)
    const auth = await signIn(client, DEMO_EMAILS.manager)
    ;(await client.get('/api/profile/me').headers(auth)).assertStatus(200) // stamps last_used_at, a write

    const first = await workStatements(async () => (await client.get('/api/people').headers(auth)).assertStatus(200))
    assert.isTrue(first.some((sql) => /auth_access_tokens/.test(sql)), first.join('\n'))
    assert.isTrue(first.some((sql) => /person_data_managers/.test(sql)), first.join('\n'))

    const again = await workStatements(async () => (await client.get('/api/people').headers(auth)).assertStatus(200))
    assert.deepEqual(again.filter((sql) => /auth_access_tokens|person_data_managers/.test(sql)), [])
    assert.isBelow(again.length, first.length)
  })

  test('a sign-in, or a new row of a table the facts do not read, leaves every other token kept', async ({ client, assert }) => {
    const auth = await signIn(client, DEMO_EMAILS.manager)
    ;(await client.get('/api/profile/me').headers(auth)).assertStatus(200) // stamps last_used_at, a write
    ;(await client.get('/api/people').headers(auth)).assertStatus(200) // kept from here on
    const readAt = currentGeneration()

    await signIn(client, DEMO_EMAILS.employee)
    await db.table('leave_types').insert({ name: 'Kept-cache leave', created_at: new Date().toISOString(), updated_at: new Date().toISOString() })
    assert.equal(currentGeneration(), readAt)
    const after = await workStatements(async () => (await client.get('/api/people').headers(auth)).assertStatus(200))
    assert.deepEqual(after.filter((sql) => /auth_access_tokens|person_data_managers/.test(sql)), [])
  })

  test('what a kept token saves reads only the fact tables and the tokens, for every kind of user', async ({ client, assert }) => {
    const tables = new Set<string>()
    for (const email of Object.values(DEMO_EMAILS)) {
      const auth = await signIn(client, email)
      const me = () => client.get('/api/profile/me').headers(auth)
      ;(await me()).assertStatus(200) // stamps last_used_at
      await db.from('users').where('id', -1).update({ title: 'nobody' }) // a write: nothing is kept
      const cold = await workStatements(async () => (await me()).assertStatus(200))
      const warm = await workStatements(async () => (await me()).assertStatus(200))
      const saved = cold.filter((sql) => !warm.includes(sql))
      assert.isNotEmpty(saved, email)
      for (const sql of saved) for (const m of sql.matchAll(/\b(?:from|join)\s+["`]?([a-z_]+)/gi)) tables.add(m[1].toLowerCase())
    }
    assert.includeMembers([...FACT_TABLES, 'auth_access_tokens'], [...tables])
    assert.include([...tables], 'person_data_managers')
  })

  test('requests that miss on one token together send one token read and one facts read', async ({ client, assert }) => {
    const auth = await signIn(client, DEMO_EMAILS.manager)
    ;(await client.get('/api/profile/me').headers(auth)).assertStatus(200) // stamps last_used_at
    await db.from('users').where('id', -1).update({ title: 'nobody' }) // a write: nothing is kept
    const sent = await workStatements(async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, () => client.get('/api/people').headers(auth)))
      for (const answer of answers) answer.assertStatus(200)
      assert.lengthOf(new Set(answers.map((a) => JSON.stringify(a.body().items.map((p: { id: number }) => p.id)))), 1)
    })
    assert.lengthOf(sent.filter((sql) => /auth_access_tokens/.test(sql)), 1)
    assert.lengthOf(sent.filter((sql) => /person_data_managers/.test(sql)), 1)
    // Each request got a user from that one read: none read its user again.
    assert.deepEqual(sent.filter((sql) => /^select .* from ["`]users["`]/i.test(sql)), [])
  })

  test('the schema has no triggers, which could carry an insert into a fact table', async ({ assert }) => {
    const triggers = db.connection().dialect.name === 'postgres'
      ? (await db.rawQuery(`select t.tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid
          join pg_namespace n on n.oid = c.relnamespace where not t.tgisinternal and n.nspname = 'public'`)).rows
      : await db.rawQuery("select name from sqlite_master where type = 'trigger'")
    assert.deepEqual(triggers, [])
  })

  test('a write in this process is seen by the next request: a new title, a signed-out token', async ({ client, assert }) => {
    const auth = await signIn(client, DEMO_EMAILS.employee)
    ;(await client.get('/api/profile/me').headers(auth)).assertStatus(200)
    ;(await client.get('/api/profile/me').headers(auth)).assertStatus(200)

    // A write outside any request (a raw statement) drops what was kept.
    await db.from('users').where('email', DEMO_EMAILS.employee).update({ title: 'Chief Tester' })
    const me = await client.get('/api/profile/me').headers(auth)
    me.assertStatus(200)
    assert.equal(me.body().title, 'Chief Tester')

    ;(await client.post('/api/auth/logout').headers(auth)).assertStatus(200)
    ;(await client.get('/api/profile/me').headers(auth)).assertStatus(401)
  })

  test('a data manager named by an admin reaches the person on their next request', async ({ client, assert }) => {
    const manager = await signIn(client, DEMO_EMAILS.manager)
    const admin = await signIn(client, DEMO_EMAILS.hrAdmin)
    const before = await client.get('/api/profile/me').headers(manager)
    before.assertStatus(200)
    const managerPerson = before.body().person_id
    const people = (await client.get('/api/people').qs({ 'external[per_page]': 100 }).headers(admin)).body().items as { id: number }[]
    const managed = new Set(before.body().managed_person_ids as number[])
    const target = people.find((p) => !managed.has(p.id) && p.id !== managerPerson)
    assert.exists(target)
    ;(await client.get('/api/profile/me').headers(manager)).assertStatus(200) // kept now

    const now = new Date().toISOString()
    await db.table('person_data_managers').insert({
      customer_id: before.body().customer_id, person_id: target!.id, manager_person_id: managerPerson, created_at: now,
    })
    const after = await client.get('/api/profile/me').headers(manager)
    assert.include(after.body().managed_person_ids, target!.id)
  })
})

// Outside a test's global transaction, so COMMIT and ROLLBACK are real; every write matches no row.
test.group('Token cache generations', () => {
  const nobody = (q: any) => q.from('users').where('id', -1).update({ title: 'nobody' })

  test('what was read before a write is not kept; reads and read-only transactions keep the generation', async ({ assert }) => {
    const readAt = currentGeneration()
    await db.from('users').select('id').first()
    await db.transaction(async (trx) => trx.from('users').select('id').first())
    assert.equal(currentGeneration(), readAt)

    await nobody(db)
    assert.isAbove(currentGeneration(), readAt)
    assert.isNull(rememberToken('stale-token', readAt, { id: 1 }, null))
    assert.isNull(cachedToken('stale-token'))
  })

  test('what a transaction that wrote lets others read is dropped at its COMMIT, and at its ROLLBACK', async ({ assert }) => {
    for (const end of ['commit', 'rollback'] as const) {
      const trx = await db.transaction()
      await nobody(trx)
      // Read by another request while the transaction is open: the state before it.
      assert.isNotNull(rememberToken(`token-${end}`, currentGeneration(), { id: 1 }, null))
      assert.isNotNull(cachedToken(`token-${end}`))
      await trx[end]()
      assert.isNull(cachedToken(`token-${end}`), end)
    }
  })

  test('only a one-statement INSERT into a table outside the fact tables keeps the generation', async ({ assert }) => {
    assert.isTrue(leavesKeptAnswers('insert into "auth_access_tokens" ("abilities") values ($1) returning "id"'))
    assert.isTrue(leavesKeptAnswers('insert into `leave_ledger_entries` (`days`) values (?)'))
    assert.isTrue(leavesKeptAnswers('INSERT INTO audit_logs(id) VALUES (1)'))
    for (const sql of [
      'insert into "people" ("user_id") values ($1)', 'insert into `Customers` (`name`) values (?)',
      'insert into "person_data_managers" ("person_id") values ($1)', 'insert into "public"."leaves" ("id") values (1)',
      'insert into leaves (id) values (1); delete from users', 'with x as (delete from users returning id) insert into leaves select 1',
      'update "leaves" set "status" = $1', 'delete from "leaves" where "id" = $1', 'alter table leaves add column x int',
    ]) assert.isFalse(leavesKeptAnswers(sql), sql)

    const readAt = currentGeneration()
    const trx = await db.transaction()
    await trx.rawQuery('insert into leave_types (name) select name from leave_types where id = -1')
    await trx.commit()
    assert.equal(currentGeneration(), readAt)
  })

  test('a token read under way is shared until it ends or something is written', async ({ assert }) => {
    let reads = 0
    let finish!: (v: string) => void
    const read = () => { reads++; return new Promise<string>((resolve) => { finish = resolve }) }
    const first = readTokenOnce('shared-token', read)
    assert.strictEqual(readTokenOnce('shared-token', read), first)
    assert.equal(reads, 1)
    readTokenOnce('other-token', async () => { reads++; return 'other' })
    assert.equal(reads, 2)

    await nobody(db) // a write: what is read from now on must not be the read begun before it
    const afterWrite = readTokenOnce('shared-token', read)
    assert.notStrictEqual(afterWrite, first)
    assert.equal(reads, 3)
    finish('second')
    assert.equal(await afterWrite, 'second')
    readTokenOnce('shared-token', async () => { reads++; return 'third' })
    assert.equal(reads, 4, 'a finished read is not handed out again')
  })

  test('an entry expires after AUTH_CACHE_MS', async ({ assert }) => {
    const realNow = Date.now
    try {
      const start = realNow()
      Date.now = () => start
      assert.isNotNull(rememberToken('expiring-token', currentGeneration(), { id: 1 }, null))
      Date.now = () => start + AUTH_CACHE_MS - 1
      assert.isNotNull(cachedToken('expiring-token'))
      Date.now = () => start + AUTH_CACHE_MS + 1
      assert.isNull(cachedToken('expiring-token'))
    } finally {
      Date.now = realNow
    }
  })
})
