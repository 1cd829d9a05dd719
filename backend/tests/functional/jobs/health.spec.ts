import { test } from '@japa/runner'
import { RedisDriver } from '#services/jobs/redis_driver'
import { queue, useDriver } from '#services/jobs/queue'

/**
 * Issue 44: GET /api/health reports the queue's backlog and its workers' heartbeat, and answers
 * 503 "degraded" within seconds when the queue is out of reach (a Redis that is down), never hangs.
 */
test.group('Background jobs: the queue in GET /api/health (issue 44)', () => {
  test('the backlog and the workers are reported', async ({ client, assert }) => {
    const res = await client.get('/api/health')
    res.assertStatus(200)
    assert.include(res.body(), { status: 'ok', database: 'ok' })
    assert.containsSubset(res.body().queue, { driver: queue().kind })
    for (const key of ['waiting', 'active', 'delayed', 'failed', 'workers']) assert.isNumber(res.body().queue[key], key)
    assert.property(res.body().queue, 'heartbeat_at')
  })

  test('a queue out of reach degrades the answer within seconds', async ({ client, assert, cleanup }) => {
    // Nothing listens on this port: the Redis client keeps reconnecting and queues its commands.
    const unreachable = new RedisDriver({ url: 'redis://127.0.0.1:6390', queueName: 'test-jobs-health', leaseMs: 30_000, defaultAttempts: 1 })
    const before = await useDriver(unreachable)
    cleanup(async () => {
      await useDriver(before)
      await Promise.race([unreachable.close(), new Promise((r) => setTimeout(r, 1000))])
    })
    const started = Date.now()
    const res = await client.get('/api/health')
    res.assertStatus(503)
    assert.include(res.body(), { status: 'degraded', database: 'ok', queue: 'unreachable' })
    assert.isBelow(Date.now() - started, 5000)
  })
})
