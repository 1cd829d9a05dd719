import { test } from '@japa/runner'
import { HttpContextFactory, RequestFactory } from '@adonisjs/core/factories/http'
import ApiJsonMiddleware from '#middleware/api_json_middleware'

/** An /api request through the middleware, the controller answering `body`. */
async function answer(body: unknown, url = '/api/people') {
  const request = new RequestFactory().merge({ url }).create()
  const ctx = new HttpContextFactory().merge({ request }).create()
  await new ApiJsonMiddleware().handle(ctx, async () => { ctx.response.send(body) })
  return ctx.response
}

test.group('API answers are written as JSON by the engine', () => {
  test('an object answer is JSON text with the JSON content type', async ({ assert }) => {
    const body = { items: [{ id: 1, name: 'Ada', start: new Date('2026-01-02T00:00:00Z') }], itemsTotal: 1, nextPage: null }
    const response = await answer(body)
    assert.isString(response.getBody())
    assert.deepEqual(JSON.parse(response.getBody()), { items: [{ id: 1, name: 'Ada', start: '2026-01-02T00:00:00.000Z' }], itemsTotal: 1, nextPage: null })
    assert.equal(response.getHeader('content-type'), 'application/json; charset=utf-8')
  })

  test('what JSON.stringify cannot write (a BigInt, a cycle) is left to the stock serializer', async ({ assert }) => {
    const big = { total: 10n }
    assert.strictEqual((await answer(big)).getBody(), big)
    const cycle: Record<string, unknown> = { a: 1 }
    cycle.self = cycle
    assert.strictEqual((await answer(cycle)).getBody(), cycle)
  })

  test('strings, empty answers and pages outside /api are untouched', async ({ assert }) => {
    assert.equal((await answer('ok')).getBody(), 'ok')
    assert.isNull((await answer(null)).getBody())
    const page = { html: true }
    assert.strictEqual((await answer(page, '/people/staff')).getBody(), page)
  })
})
