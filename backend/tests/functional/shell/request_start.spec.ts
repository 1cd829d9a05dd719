import { test } from '@japa/runner'

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
