import { test } from '@japa/runner'
import { DEMO_PASSWORD } from '@hr/shared'
import { DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/**
 * Issue 42 §5 and §8: inputs out of their domain's bounds are refused with a 422 naming the field
 * (never stored, never a 500 or a database error naming nothing), and a body the parser cannot
 * take says so in the platform's words.
 */
async function signIn(client: any, email: string) {
  const login = await client.post('/api/auth/platform-login').json({ email, password: DEMO_PASSWORD })
  login.assertStatus(200)
  return { authorization: `Bearer ${login.body().auth_token}`, 'accept-language': 'en' }
}

const fieldsOf = (res: any): string[] => (res.body().errors ?? []).map((e: { field: string }) => e.field)

test.group('Bad input: bounds (issue 42)', (group) => {
  group.each.setup(() => isolatedTest())

  test('deeply nested JSON answers a clear message, never the engine internal text', async ({ client, assert }) => {
    const auth = await signIn(client, DEMO_EMAILS.hrAdmin)
    const depth = 20_000
    const body = `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`
    const res = await client.post('/api/people').headers(auth).json(body as any)
    assert.equal(res.status(), 400)
    assert.notMatch(String(res.body().message), /call stack|Maximum/i)
    assert.equal(res.body().message, 'The request body is nested too deeply.')
    assert.deepEqual(fieldsOf(res), ['body'])
    const objects = `{"update_data":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`
    const update = await client.post('/api/people/1').headers({ ...auth, 'accept-language': 'de' }).json(objects as any)
    assert.equal(update.status(), 400)
    assert.notMatch(String(update.body().message), /call stack|Maximum/i)
  })
})
