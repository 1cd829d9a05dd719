import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DEMO_PASSWORD } from '@hr/shared'
import { DEMO_EMAILS, isolatedTest } from '#tests/helpers'
import { ByArrival, arriving, currentArrival } from '#services/pool_order'

/**
 * Issue 18 §3: the pool serves waiting requests oldest first (services/pool_order), so a request
 * that takes the pool again (a sign-in, a kept token's re-read) does not queue behind every request
 * that arrived since its first take.
 */
const tick = () => new Promise((resolve) => setTimeout(resolve, 10))

test.group('Pool order by arrival', () => {
  test('the queue keeps waiting takes in arrival order, equal arrivals first come first served', ({ assert }) => {
    const queue = new ByArrival<{ name: string; arrival?: number }>()
    for (const [at, name] of [[5, 'e'], [1, 'a'], [3, 'c'], [3, 'c2'], [0, 'first']] as const) {
      arriving(() => queue.push({ name }), at)
    }
    assert.deepEqual(queue.map((w) => w.name), ['first', 'a', 'c', 'c2', 'e'])
    // Outside a request a take counts as arriving when it asks: after every request already waiting.
    queue.push({ name: 'outside' })
    assert.equal(queue.at(-1)!.name, 'outside')
    assert.closeTo(queue.at(-1)!.arrival!, performance.now(), 1000)
    // tarn copies the queue with slice/map: plain arrays, which do not re-sort.
    assert.isFalse(queue.slice() instanceof ByArrival)
  })

  test('a later take of an older request is served before a newer request\'s first take', async ({ assert }) => {
    const primary = db.manager.get(db.primaryConnectionName)!.config
    const name = 'pool_order_probe'
    db.manager.add(name, { ...primary, pool: { ...(primary as any).pool, min: 0, max: 1 } } as any)
    const probe = db.connection(name)
    try {
      const holder = await probe.transaction() // the pool's only connection
      const served: string[] = []
      let goOn!: () => void
      const olderMayAsk = new Promise<void>((resolve) => { goOn = resolve })
      const older = arriving(async () => {
        await olderMayAsk
        await probe.rawQuery('select 1')
        served.push('older')
      })
      await tick()
      const newer = arriving(async () => {
        await probe.rawQuery('select 1')
        served.push('newer')
      })
      await tick()
      goOn() // the older request asks after the newer one
      await tick()
      await holder.commit()
      await Promise.all([older, newer])
      assert.deepEqual(served, ['older', 'newer'])
    } finally {
      await db.manager.close(name)
      db.manager.release(name)
    }
  })
})

test.group('Pool order: every request carries its arrival', (group) => {
  group.each.setup(() => isolatedTest())

  test('each statement of a sign-in and of a read runs with its request\'s arrival', async ({ client, assert }) => {
    const seen: (number | undefined)[] = []
    const listen = () => { seen.push(currentArrival()) }
    const knex = db.connection().getWriteClient()
    knex.on('query', listen)
    const before = performance.now()
    try {
      const login = await client.post('/api/auth/platform-login').json({ email: DEMO_EMAILS.manager, password: DEMO_PASSWORD })
      login.assertStatus(200)
      const list = await client.get('/api/people').headers({ authorization: `Bearer ${login.body().auth_token}` })
      list.assertStatus(200)
    } finally {
      knex.off('query', listen)
    }
    assert.isAbove(seen.length, 2)
    for (const arrival of seen) {
      assert.isNumber(arrival)
      assert.isAtLeast(arrival!, before)
    }
    assert.isUndefined(currentArrival())
  })
})

test.group('Pool shutdown', () => {
  test('a pool destroyed while an acquire is being validated starts no reaper again (the process can exit)', async ({ assert }) => {
    const primary = db.manager.get(db.primaryConnectionName)!.config
    const name = 'pool_shutdown_probe'
    db.manager.add(name, { ...primary, pool: { ...(primary as any).pool, min: 0, max: 1 } } as any)
    const probe = db.connection(name)
    await probe.rawQuery('select 1') // one connection, now free
    const pool = (probe.getWriteClient().client as any).pool
    try {
      // tarn validates the free connection for this acquire on a later tick; destroy starts before.
      const acquiring = pool.acquire()
      const destroying = pool.destroy()
      pool.release(await acquiring.promise)
      await destroying
      assert.isTrue(pool.destroyed)
      assert.isNull(pool.interval ?? null, 'a reaper interval outlives the pool')
    } finally {
      if (pool.interval) clearInterval(pool.interval)
      await db.manager.close(name).catch(() => undefined)
      db.manager.release(name)
    }
  })
})
