import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DEMO_PASSWORD } from '@hr/shared'
import { DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { AUTH_CACHE_MS, cachedToken, currentGeneration, rememberToken } from '#services/auth_cache'

/**
 * Issue 18 §3: a token with its user and the request facts is kept for a few seconds
 * (services/auth_cache), and any write this process makes (or commits) drops what was kept.
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
