import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { keepPreparedStatements, startOverEverywhere } from '#services/prepared_statements'

/**
 * Issue 18 §3: statements PostgreSQL keeps prepared per connection (services/prepared_statements).
 * Each test holds one pool connection and sends through knex's own path, so what the connection
 * keeps is what PostgreSQL's pg_prepared_statements shows for it.
 */
const ON_SQLITE = env.get('DB_CONNECTION') !== 'pg'
const PG_ONLY = 'PostgreSQL only: SQLite statements never leave the process'

interface Wire { query(sql: string): Promise<{ rows: Record<string, unknown>[] }> }

async function onOneConnection<T>(work: (run: (sql: string, bindings?: unknown[]) => Promise<Record<string, unknown>[]>, wire: Wire) => Promise<T>) {
  const client = db.connection().getWriteClient().client as any
  const wire: Wire = await client.acquireConnection()
  const run = async (sql: string, bindings: unknown[] = []) => {
    const obj = await client._query(wire, { sql: client.positionBindings(sql), bindings })
    return obj.response.rows as Record<string, unknown>[]
  }
  try {
    return await work(run, wire)
  } finally {
    startOverEverywhere()
    await client.releaseConnection(wire)
  }
}

/** The statements the connection keeps whose text holds `marker` (it may keep others, from earlier requests). */
const kept = async (wire: Wire, marker: string) => (await wire.query('select statement from pg_prepared_statements order by prepare_time')).rows
  .map((r) => String(r.statement)).filter((s) => s.includes(marker))

test.group('Prepared statements', (group) => {
  group.each.teardown(() => keepPreparedStatements(64))

  test('a statement seen again is parsed once per connection, answers the same, and one seen once is not kept', async ({ assert }) => {
    await onOneConnection(async (run, wire) => {
      const sql = 'select id, work_email from people where work_email = ? order by id'
      const first = await run(sql, ['employee@demo.test'])
      assert.lengthOf(first, 1)
      assert.deepEqual(await kept(wire, 'work_email = $1 order by id'), [], 'a first sighting goes unnamed')
      for (let i = 0; i < 7; i++) assert.deepEqual(await run(sql, ['employee@demo.test']), first)
      assert.deepEqual(await run(sql, ['hr.admin@demo.test']).then((r) => r.length), 1)
      assert.lengthOf(await kept(wire, 'work_email = $1 order by id'), 1)
      await run('select id, work_email from people where id = ? order by id', [1])
      assert.deepEqual(await kept(wire, 'where id = $1 order by id'), [], 'seen once, not kept')
    })
  }).skip(ON_SQLITE, PG_ONLY)

  test('a statement sent while its connection starts over waits for it (it would run after the DEALLOCATE unparsed)', async ({ assert }) => {
    keepPreparedStatements(1)
    await onOneConnection(async (run) => {
      const kept = 'select 1 as n, count(*)::int as c from people where id > ?'
      const fresh = 'select 2 as n, count(*)::int as c from people where id > ?'
      await run(kept, [0])
      await run(kept, [0])
      await run(fresh, [0])
      // Inside a transaction, where a statement gone missing cannot be sent again: it would fail the request.
      await run('begin')
      try {
        // `fresh` is new with the connection full: it starts over; `kept`, sent meanwhile, must not run unparsed after it.
        const answers = await Promise.all([run(fresh, [0]), run(kept, [0])])
        assert.deepEqual(answers.map(([row]) => row.n), [2, 1])
      } finally {
        await run('rollback')
      }
    })
  }).skip(ON_SQLITE, PG_ONLY)

  test('a connection keeps at most its limit, then starts over', async ({ assert }) => {
    keepPreparedStatements(3)
    await onOneConnection(async (run, wire) => {
      for (let n = 1; n <= 5; n++) {
        const sql = `select ${n} as n, count(*)::int as c from people where id > ?`
        await run(sql, [0])
        const [row] = await run(sql, [0])
        assert.equal(row.n, n)
        assert.isAtMost((await kept(wire, '')).length, 3, 'everything the connection keeps')
        assert.lengthOf(await kept(wire, `select ${n} as n`), 1)
      }
    })
  }).skip(ON_SQLITE, PG_ONLY)

  test('a statement deallocated behind the client is sent again, outside a transaction', async ({ assert }) => {
    await onOneConnection(async (run, wire) => {
      const sql = 'select id from people where work_email = ?'
      await run(sql, ['employee@demo.test'])
      await run(sql, ['employee@demo.test'])
      assert.lengthOf(await kept(wire, sql.replace('?', '$1')), 1)
      await wire.query('DEALLOCATE ALL')
      assert.lengthOf(await run(sql, ['employee@demo.test']), 1)
      assert.lengthOf(await run(sql, ['employee@demo.test']), 1)
      assert.lengthOf(await kept(wire, sql.replace('?', '$1')), 1, 'kept again')
    })
  }).skip(ON_SQLITE, PG_ONLY)

  test('after a migration changes what * selects: re-sent outside a transaction, one failure inside one, then prepared afresh', async ({ assert }) => {
    await db.rawQuery('create table prepared_probe (id integer primary key, a text)')
    try {
      await db.rawQuery("insert into prepared_probe (id, a) values (1, 'one')")
      await onOneConnection(async (run, wire) => {
        const sql = 'select * from prepared_probe where id = ?'
        await run(sql, [1])
        await run(sql, [1])
        await wire.query('alter table prepared_probe add column b text')
        assert.deepEqual(await run(sql, [1]), [{ id: 1, a: 'one', b: null }], 'outside a transaction: sent again unnamed')
        await run(sql, [1])
        assert.lengthOf(await kept(wire, 'prepared_probe'), 1, 'prepared afresh')

        await wire.query('alter table prepared_probe add column c text')
        await wire.query('BEGIN')
        const failure = await run(sql, [1]).then(() => null, (error) => error)
        await wire.query('ROLLBACK')
        assert.equal(failure?.code, '0A000', 'inside a transaction the stale plan fails the statement')
        assert.deepEqual(await run(sql, [1]), [{ id: 1, a: 'one', b: null, c: null }])
        assert.deepEqual(await run(sql, [1]), [{ id: 1, a: 'one', b: null, c: null }])
      })
    } finally {
      await db.rawQuery('drop table prepared_probe')
    }
  }).skip(ON_SQLITE, PG_ONLY)
})
