import { test } from '@japa/runner'
import { isolatedTest } from '#tests/helpers'
import db from '@adonisjs/lucid/services/db'
import { DEMO_PASSWORD } from '@hr/shared'
import { demoUser, DEMO_EMAILS, lastMailTo, tokenFrom } from '#tests/helpers'

test.group('Password reset', (group) => {
  group.each.setup(() => isolatedTest())

  test('forgot-password e-mails a single-use link that sets a new password and ends old sessions', async ({ client, assert }) => {
    const email = DEMO_EMAILS.employee
    const oldLogin = await client.post('/api/auth/platform-login').json({ email, password: DEMO_PASSWORD })
    const res = await client.post('/api/auth/forgot-password').json({ email: 'Employee@Demo.test' })
    res.assertStatus(200)
    const mail = lastMailTo(email)
    assert.equal(mail?.subject, 'Reset your password')
    const token = tokenFrom(mail, 'reset')
    assert.isString(token)

    const check = await client.get(`/api/auth/password-token/${token}`)
    check.assertStatus(200)
    assert.equal(check.body().email, email)

    const reset = await client.post('/api/auth/reset-password').json({ token, password: 'N3w@Password', password_confirmation: 'N3w@Password' })
    reset.assertStatus(200)
    ;(await client.get('/api/profile/me').header('authorization', `Bearer ${oldLogin.body().auth_token}`)).assertStatus(401)
    ;(await client.post('/api/auth/platform-login').json({ email, password: 'N3w@Password' })).assertStatus(200)
    ;(await client.post('/api/auth/platform-login').json({ email, password: DEMO_PASSWORD })).assertStatus(401)

    const again = await client.post('/api/auth/reset-password').json({ token, password: 'An0ther@Pass', password_confirmation: 'An0ther@Pass' })
    again.assertStatus(410)
    again.assertBody({ message: 'Token is expired or used.' })
  })

  test('an expired link answers "Token is expired or used."', async ({ client }) => {
    await client.post('/api/auth/forgot-password').json({ email: DEMO_EMAILS.manager })
    const token = tokenFrom(lastMailTo(DEMO_EMAILS.manager), 'reset')
    const user = await demoUser(DEMO_EMAILS.manager)
    await db.from('user_tokens').where('user_id', user.id).update({ expires_at: new Date(Date.now() - 1000).toISOString() })
    const res = await client.get(`/api/auth/password-token/${token}`)
    res.assertStatus(410)
    res.assertBody({ message: 'Token is expired or used.' })
    ;(await client.get('/api/auth/password-token/not-a-real-token-at-all-000')).assertStatus(410)
  })

  test('the password rule and the retype are enforced with catalogue messages', async ({ client, assert }) => {
    await client.post('/api/auth/forgot-password').json({ email: DEMO_EMAILS.intern })
    const token = tokenFrom(lastMailTo(DEMO_EMAILS.intern), 'reset')
    const cases: [string, string, string][] = [
      ['Sh0rt!', 'Sh0rt!', 'Password must be at least 8 characters.'],
      ['nouppercase1!', 'nouppercase1!', 'Password must contain an uppercase letter.'],
      ['NOLOWERCASE1!', 'NOLOWERCASE1!', 'Password must contain a lowercase letter.'],
      ['NoNumbers!!', 'NoNumbers!!', 'Password must contain a number.'],
      ['NoSpecial123', 'NoSpecial123', 'Password must contain a special character.'],
      ['Valid@Pass1', 'Other@Pass1', 'The passwords do not match.'],
    ]
    for (const [password, confirmation, message] of cases) {
      const res = await client.post('/api/auth/reset-password').json({ token, password, password_confirmation: confirmation })
      res.assertStatus(422)
      assert.equal(res.body().errors[0].message, message, password)
    }
  })

  test('unknown e-mails get the same answer; malformed ones "Incorrect email."', async ({ client, assert }) => {
    const known = await client.post('/api/auth/forgot-password').json({ email: DEMO_EMAILS.employee })
    const unknown = await client.post('/api/auth/forgot-password').json({ email: 'ghost@demo.test' })
    assert.deepEqual(unknown.body(), known.body())
    assert.isNull(lastMailTo('ghost@demo.test'))
    const bad = await client.post('/api/auth/forgot-password').json({ email: 'not-an-email' })
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].message, 'Incorrect email.')
  })
})

test.group('Invitation and join', (group) => {
  group.each.setup(() => isolatedTest())

  test('send-invite e-mails a /join link; joining sets the password, activates and signs in', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const invitee = await demoUser(DEMO_EMAILS.newHire)
    invitee.isActive = false
    await invitee.save()

    const res = await client.post('/api/people/send-invite').json({ user_id: invitee.id, customer_id: admin.customerId }).loginAs(admin)
    res.assertStatus(200)
    const mail = lastMailTo(invitee.email)
    assert.equal(mail?.subject, 'You are invited to the HR platform')
    assert.include(mail!.text, 'Globex Asia')
    const token = tokenFrom(mail, 'join')

    const join = await client.post('/api/auth/join').json({ token, password: 'Welc0me@Globex', password_confirmation: 'Welc0me@Globex' })
    join.assertStatus(200)
    assert.match(join.body().auth_token, /^oat_/)
    assert.equal(join.body().user.email, invitee.email)
    ;(await client.post('/api/auth/platform-login').json({ email: invitee.email, password: 'Welc0me@Globex' })).assertStatus(200)
    ;(await client.post('/api/auth/join').json({ token, password: 'Welc0me@Globex', password_confirmation: 'Welc0me@Globex' })).assertStatus(410)
  })

  test('an invitation link cannot reset a password, nor a reset link join', async ({ client }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const invitee = await demoUser(DEMO_EMAILS.newHire)
    await client.post('/api/people/send-invite').json({ user_id: invitee.id }).loginAs(admin)
    const token = tokenFrom(lastMailTo(invitee.email), 'join')
    ;(await client.post('/api/auth/reset-password').json({ token, password: 'Valid@Pass1', password_confirmation: 'Valid@Pass1' })).assertStatus(410)
  })

  test('inviting needs the onboarding privilege and a user of the acting customer', async ({ client }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const invitee = await demoUser(DEMO_EMAILS.newHire)
    ;(await client.post('/api/people/send-invite').json({ user_id: invitee.id }).loginAs(employee)).assertStatus(403)
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const foreign = await demoUser(DEMO_EMAILS.otherEmployee)
    ;(await client.post('/api/people/send-invite').json({ user_id: foreign.id }).loginAs(admin)).assertStatus(404)
    ;(await client.post('/api/people/send-invite').json({ user_id: foreign.id, customer_id: foreign.customerId }).loginAs(admin)).assertStatus(403)
  })
})

test.group('Profile: language and phone', (group) => {
  group.each.setup(() => isolatedTest())

  test('set-lang stores the language (upper-case code accepted) and refuses unknown ones', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.employee)
    const res = await client.post('/api/profile/set-lang').json({ lang: 'ZH' }).loginAs(user)
    res.assertStatus(200)
    await user.refresh()
    assert.equal(user.lang, 'zh')
    ;(await client.post('/api/profile/set-lang').json({ lang: 'XX' }).loginAs(user)).assertStatus(422)
  })

  test('changing the phone requires the current number to match', async ({ client, assert }) => {
    const user = await demoUser(DEMO_EMAILS.employee)
    await db.from('people').where('user_id', user.id).update({ phone: '+65 6123 4567' })
    const wrong = await client.post('/api/profile/change-phone').json({ current_phone: '+65 0000 0000', new_phone: '+65 9999 0000' }).loginAs(user)
    wrong.assertStatus(422)
    assert.equal(wrong.body().message, 'Current phone number is not matched.')
    const right = await client.post('/api/profile/change-phone').json({ current_phone: '+6561234567', new_phone: '+65 9999 0000' }).loginAs(user)
    right.assertStatus(200)
    const person = await db.from('people').where('user_id', user.id).first()
    assert.equal(person.phone, '+65 9999 0000')
  })
})
