import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DEMO_PASSWORD } from '@hr/shared'
import { DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/**
 * Issue 18 §3: reading with a token does not write on every request. last_used_at is stamped on
 * first use and refreshed at most once a minute; a forged or expired token is refused without
 * touching the row.
 */
async function signIn(client: any) {
  const res = await client.post('/api/auth/platform-login').json({ email: DEMO_EMAILS.employee, password: DEMO_PASSWORD })
  const token: string = res.body().auth_token
  const id = Number(Buffer.from(token.slice('oat_'.length).split('.')[0], 'base64url').toString())
  return { token, id }
}
const lastUsed = async (id: number) => {
  const row = await db.from('auth_access_tokens').where('id', id).first()
  return row.last_used_at === null ? null : new Date(row.last_used_at).getTime()
}

test.group('Access token last use', (group) => {
  group.each.setup(() => isolatedTest())

  test('stamped on first use, then left alone for a minute, then refreshed', async ({ client, assert }) => {
    const { token, id } = await signIn(client)
    const read = () => client.get('/api/profile/me').header('authorization', `Bearer ${token}`)
    ;(await read()).assertStatus(200)
    const first = await lastUsed(id)
    assert.isNotNull(first)
    for (let i = 0; i < 3; i++) (await read()).assertStatus(200)
    assert.equal(await lastUsed(id), first)

    const twoMinutesAgo = new Date(Date.now() - 120_000)
    await db.from('auth_access_tokens').where('id', id).update({ last_used_at: twoMinutesAgo })
    ;(await read()).assertStatus(200)
    assert.isAbove((await lastUsed(id))!, twoMinutesAgo.getTime() + 60_000)
  })

  test('a token with the right id but a wrong secret, or past its expiry, is refused and writes nothing', async ({ client, assert }) => {
    const { token, id } = await signIn(client)
    const forged = `${token.split('.')[0]}.${'x'.repeat(40)}`
    ;(await client.get('/api/profile/me').header('authorization', `Bearer ${forged}`)).assertStatus(401)
    assert.isNull(await lastUsed(id))

    await db.from('auth_access_tokens').where('id', id).update({ expires_at: new Date(Date.now() - 1000) })
    ;(await client.get('/api/profile/me').header('authorization', `Bearer ${token}`)).assertStatus(401)
    assert.isNull(await lastUsed(id))
  })
})
