import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DEMO_PASSWORD } from '@hr/shared'
import { DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { walls } from '#services/row_security'

/**
 * Issue 18 §3: what an authenticated read costs in SQL. A people-list page was 12 statements besides
 * its reference labels (token lookup, a last_used_at UPDATE on every read, the user, five
 * record-level facts, allowed customers, the customer, then count and page) and one label query
 * per reference column. It is now 3 and no write: the token with its user, the tenancy's facts
 * with the allowed customers, and the page carrying its total and every reference column's labels.
 */
test.group('SQL per request', (group) => {
  group.each.setup(() => isolatedTest())

  test('a people-list page as a customer user reads in a handful of statements and writes none', async ({ client, assert }) => {
    const login = await client.post('/api/auth/platform-login').json({ email: DEMO_EMAILS.manager, password: DEMO_PASSWORD })
    const auth = { authorization: `Bearer ${login.body().auth_token}` }
    ;(await client.get('/api/profile/me').headers(auth)).assertStatus(200) // stamps last_used_at once

    const statements: string[] = []
    const listen = (q: { sql: string }) => { statements.push(q.sql) }
    const knex = db.connection().getWriteClient()
    knex.on('query', listen)
    try {
      ;(await client.get('/api/people').qs({ 'external[per_page]': 50 }).headers(auth)).assertStatus(200)
    } finally {
      knex.off('query', listen)
    }
    assert.isAbove(statements.length, 0)
    assert.deepEqual(statements.filter((sql) => /^\s*(update|insert|delete)/i.test(sql)), [])
    // On PostgreSQL the row security wall adds its transaction and one settings statement (and here,
    // inside the test's global transaction, a savepoint and the settings' reset): counted apart.
    const wall = statements.filter((sql) => /^\s*(savepoint|release|begin|commit|rollback)\b/i.test(sql) || /set_config\(/.test(sql))
    const work = statements.filter((sql) => !wall.includes(sql))
    assert.isAtMost(work.length, 3, work.join('\n'))
    const page = work.filter((sql) => /count\(\*\) over \(\)/i.test(sql))
    assert.lengthOf(page, 1, work.join('\n'))
    assert.lengthOf(page[0].match(/left join/gi) ?? [], 2, 'the labels of both reference columns read with the page')
    assert.isAtMost(wall.length, walls.rowSecurity ? 4 : 0, wall.join('\n'))
    assert.lengthOf(wall.filter((sql) => /set_config\(/.test(sql) && !/'none'/.test(sql)), walls.rowSecurity ? 1 : 0)
  })

  test("a customer user's profile is one read once their token is kept; no transaction around it", async ({ client, assert }) => {
    for (const email of [DEMO_EMAILS.manager, DEMO_EMAILS.employee, DEMO_EMAILS.hrAdmin]) {
      const login = await client.post('/api/auth/platform-login').json({ email, password: DEMO_PASSWORD })
      const auth = { authorization: `Bearer ${login.body().auth_token}` }
      ;(await client.get('/api/profile/me').headers(auth)).assertStatus(200) // stamps last_used_at once
      ;(await client.get('/api/profile/me').headers(auth)).assertStatus(200) // keeps the token and its facts

      const statements: string[] = []
      const listen = (q: { sql: string }) => { statements.push(q.sql) }
      const knex = db.connection().getWriteClient()
      knex.on('query', listen)
      try {
        const me = await client.get('/api/profile/me').headers(auth)
        me.assertStatus(200)
        assert.equal(me.body().email, email)
      } finally {
        knex.off('query', listen)
      }
      assert.lengthOf(statements, 1, `${email}:\n${statements.join('\n')}`)
    }
  })
})
