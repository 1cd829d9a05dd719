import { test } from '@japa/runner'
import RequestStartMiddleware, { DRAIN_MS, requestsFinished, requestsRunning } from '#middleware/request_start_middleware'

/**
 * Every request gets an id its log lines carry and its answer echoes (middleware/request_start):
 * a proxy's own X-Request-Id, else a random UUID made once per request.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

test.group('Request id', () => {
  test('an answer carries a new UUID per request when none was sent', async ({ client, assert }) => {
    const first = await client.get('/api/health')
    const second = await client.get('/api/health')
    first.assertStatus(200)
    const ids = [first.header('x-request-id'), second.header('x-request-id')]
    for (const id of ids) assert.match(id ?? '', UUID)
    assert.notEqual(ids[0], ids[1])
  })

  test('a proxy\'s X-Request-Id is kept and echoed, also on an error answer', async ({ client, assert }) => {
    const ok = await client.get('/api/health').header('x-request-id', 'proxy-7f3a')
    assert.equal(ok.header('x-request-id'), 'proxy-7f3a')
    const refused = await client.get('/api/people').header('x-request-id', 'proxy-7f3b')
    refused.assertStatus(401)
    assert.equal(refused.header('x-request-id'), 'proxy-7f3b')
  })
})

test.group('Stopping with requests running', () => {
  const fakeContext = () => ({ request: { request: { headers: {} } }, logger: { child: () => ({}) } }) as any
  const held = () => {
    let release!: () => void
    const work = new Promise<void>((resolve) => { release = resolve })
    return { work, release }
  }

  test('the wait for running requests ends once they have finished', async ({ assert }) => {
    const request = held()
    const handled = new RequestStartMiddleware().handle(fakeContext(), () => request.work)
    assert.equal(requestsRunning(), 1)
    let finished = 0
    const waiting = Promise.all([requestsFinished(5000), requestsFinished(5000)]).then(() => { finished = 2 })
    await new Promise((resolve) => setTimeout(resolve, 30))
    assert.equal(finished, 0)
    const released = Date.now()
    request.release()
    await handled
    await waiting
    // Every waiter is told at once, not only the last (the others would wait out their 5 s).
    assert.equal(finished, 2)
    assert.isBelow(Date.now() - released, 1000)
    assert.equal(requestsRunning(), 0)
  })

  test('a request that does not finish holds the stop for the given time only', async ({ assert }) => {
    const request = held()
    const handled = new RequestStartMiddleware().handle(fakeContext(), () => request.work)
    try {
      const started = Date.now()
      await requestsFinished(60)
      assert.isAtLeast(Date.now() - started, 55)
      assert.equal(requestsRunning(), 1)
      assert.isAtMost(DRAIN_MS, 9000) // inside the 10 s a container gets between SIGTERM and SIGKILL
    } finally {
      request.release()
      await handled
    }
  })
})
