import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/**
 * Issue 43 §7: reference data (leave types, pay items, expense items) keeps its English name and
 * a name per interface language; every read answers the name in the reader's language (their
 * saved choice, else Accept-Language) with English as the fallback, and the editing screens read
 * the stored English name (X-Stored-Names: 1) beside the translations.
 */
const readerIn = async (email: string, lang: string) => {
  await db.from('users').where('email', email).update({ lang })
  return demoUser(email)
}
const leaveTypeId = async (name: string) => Number((await db.from('leave_types').whereNull('customer_id').where('name', name).firstOrFail()).id)

test.group('Reference data names per language', (group) => {
  group.each.setup(() => isolatedTest())

  test('a leave type reads in the reader\'s saved language: show, list, picker, balance and the leave\'s label', async ({ client, assert }) => {
    const hr = await readerIn(DEMO_EMAILS.hrAdmin, 'de')
    const annual = await leaveTypeId('Annual leave')
    const shown = await client.get(`/api/leave-type/${annual}`).loginAs(hr)
    shown.assertStatus(200)
    assert.equal(shown.body().name, 'Jahresurlaub')
    assert.equal(shown.body().name_translations.ja, '年次有給休暇')
    // The editing screen edits the stored English name.
    const stored = await client.get(`/api/leave-type/${annual}`).header('x-stored-names', '1').loginAs(hr)
    assert.equal(stored.body().name, 'Annual leave')

    const list = await client.get('/api/leave-type').qs({ 'external[per_page]': 100 }).loginAs(hr)
    assert.include(list.body().items.map((r: any) => r.name), 'Krankheitstage')

    const emma = await db.from('people').where('work_email', DEMO_EMAILS.employee).firstOrFail()
    const options = await client.get('/api/reference-options/leave_types').qs({ person_id: emma.id }).loginAs(hr)
    options.assertStatus(200)
    assert.includeMembers(options.body().items.map((o: any) => o.name), ['Jahresurlaub', 'Krankheitstage'])

    const balance = await client.get('/api/leave/balance').qs({ person_id: emma.id, year: new Date().getUTCFullYear() }).loginAs(hr)
    balance.assertStatus(200)
    assert.includeMembers(balance.body().items.map((b: any) => b.name), ['Jahresurlaub', 'Krankheitstage'])

    const leaves = await client.get('/api/leave').qs({ 'filter[person_id]': emma.id }).loginAs(hr)
    assert.isAbove(leaves.body().items.length, 0)
    for (const row of leaves.body().items) assert.notInclude(['Annual leave', 'Sick leave'], row._labels.leave_type_id)
  })

  test('Accept-Language picks the name when the reader saved no language; an unknown language or a missing translation reads English', async ({ client, assert }) => {
    const hr = await readerIn(DEMO_EMAILS.hrAdmin, '')
    const annual = await leaveTypeId('Annual leave')
    const de = await client.get(`/api/leave-type/${annual}`).header('accept-language', 'de-DE,de;q=0.9,en;q=0.5').loginAs(hr)
    assert.equal(de.body().name, 'Jahresurlaub')
    const ja = await client.get(`/api/leave-type/${annual}`).header('accept-language', 'ja').loginAs(hr)
    assert.equal(ja.body().name, '年次有給休暇')
    const unknown = await client.get(`/api/leave-type/${annual}`).header('accept-language', 'tlh, xx-YY').loginAs(hr)
    assert.equal(unknown.body().name, 'Annual leave')

    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const partial = await client.post('/api/leave-type').json({ name: 'Study leave', day_type: 'working', name_translations: { fr: 'Congé d\'études' } }).loginAs(sa)
    partial.assertStatus(201)
    const inGerman = await client.get(`/api/leave-type/${partial.body().id}`).header('accept-language', 'de').loginAs(hr)
    assert.equal(inGerman.body().name, 'Study leave', 'no German name stored: the English one')
    const inFrench = await client.get(`/api/leave-type/${partial.body().id}`).header('accept-language', 'fr').loginAs(hr)
    assert.equal(inFrench.body().name, 'Congé d\'études')
  })

  test('translations are refused with a clear message: unknown language codes, English, too long, not text, not an object', async ({ client, assert }) => {
    const sa = await readerIn(DEMO_EMAILS.superadmin, 'en')
    const send = (name_translations: unknown) => client.post('/api/leave-type').json({ name: 'Refused leave', day_type: 'working', name_translations }).loginAs(sa)
    const cases: Array<[unknown, string, RegExp]> = [
      [{ xx: 'Urlaub' }, 'translationLanguage', /xx is not one of the platform's languages/],
      [{ en: 'Annual leave' }, 'translationLanguage', /en is not one of the platform's languages \(English is the name itself\)/],
      [{ de: 'x'.repeat(256) }, 'translationLength', /the name in Deutsch must be at most 255 characters/],
      [{ de: 12 }, 'translationText', /the name in Deutsch must be text/],
      ['Urlaub', 'translations', /must list a name per language code/],
      [['Urlaub'], 'translations', /must list a name per language code/],
    ]
    for (const [value, rule, message] of cases) {
      const res = await send(value)
      res.assertStatus(422)
      const error = res.body().errors.find((e: any) => e.field === 'name_translations')
      assert.equal(error?.rule, rule, JSON.stringify(value))
      assert.match(error.message, /^Name in other languages/)
      assert.match(error.message, message)
    }
    // A null byte is refused before validation, naming the language's key.
    const nul = await send({ de: 'a\u0000b' })
    nul.assertStatus(422)
    assert.match(nul.body().errors[0].field, /^name_translations/)
    assert.isNull(await db.from('leave_types').where('name', 'Refused leave').first())
    // The message is in the writer's language too.
    const de = await readerIn(DEMO_EMAILS.superadmin, 'de')
    const german = await client.post('/api/leave-type').json({ name: 'Refused leave', day_type: 'working', name_translations: { de: 'x'.repeat(256) } }).loginAs(de)
    german.assertStatus(422)
    assert.match(german.body().errors[0].message, /höchstens 255 Zeichen/)
  })

  test('the superadmin edits a name\'s translations; a blank one falls back to English; others may not edit the data cloud', async ({ client, assert }) => {
    const sa = await demoUser(DEMO_EMAILS.superadmin)
    const sick = await leaveTypeId('Sick leave')
    const before = (await client.get(`/api/leave-type/${sick}`).header('x-stored-names', '1').loginAs(sa)).body()
    const edited = await client.post(`/api/leave-type/${sick}`).json({ update_data: { name_translations: { ...before.name_translations, de: '  Krankheit  ', sv: '' } } }).loginAs(sa)
    edited.assertStatus(200)
    const row = await db.from('leave_types').where('id', sick).firstOrFail()
    assert.equal(row.name, 'Sick leave')
    const stored = JSON.parse(row.name_translations)
    assert.equal(stored.de, 'Krankheit', 'trimmed')
    assert.notProperty(stored, 'sv', 'a blank translation is none')
    assert.equal(stored.ja, '病気休暇', 'the other languages are kept')

    const hrDe = await readerIn(DEMO_EMAILS.hrAdmin, 'de')
    assert.equal((await client.get(`/api/leave-type/${sick}`).loginAs(hrDe)).body().name, 'Krankheit')
    const hrSv = await readerIn(DEMO_EMAILS.hrAdmin, 'sv')
    assert.equal((await client.get(`/api/leave-type/${sick}`).loginAs(hrSv)).body().name, 'Sick leave')

    const refused = await client.post(`/api/leave-type/${sick}`).json({ update_data: { name_translations: { de: 'Krank' } } }).loginAs(hrSv)
    refused.assertStatus(403)
    const audit = await db.from('audit_logs').where({ entity_name: 'leave_type', entity_id: sick, action: 'update' }).orderBy('id', 'desc').first()
    assert.include(String(audit?.action_info), 'Krankheit')
  })

  test('pay items, expense items and the company\'s own items read in the reader\'s language too', async ({ client, assert }) => {
    const hr = await readerIn(DEMO_EMAILS.hrAdmin, 'ja')
    const payItems = await client.get('/api/pay-item').qs({ 'external[per_page]': 100 }).loginAs(hr)
    assert.include(payItems.body().items.map((r: any) => r.name), '基本給')
    const choices = await client.get('/api/company-data-type/leave-type').loginAs(hr)
    assert.include(choices.body().items.map((r: any) => r.name), '年次有給休暇')
    assert.equal(choices.body().items.find((r: any) => r.name === '年次有給休暇').name_translations.de, 'Jahresurlaub')
    const own = await client.get('/api/company-leave-type').loginAs(hr)
    assert.include(own.body().items.map((r: any) => r.name), 'ボランティア休暇')
    const ownPay = await client.get('/api/company-pay-item').loginAs(hr)
    assert.include(ownPay.body().items.map((r: any) => r.name), 'ウェルネス手当')

    const items = await client.get('/api/allowance-item').qs({ 'external[per_page]': 100 }).loginAs(hr)
    assert.include(items.body().items.map((r: any) => r.name), '出張')
    const claims = await client.get('/api/expense').loginAs(hr)
    const labels = claims.body().items.map((r: any) => r._labels.allowance_item_id)
    assert.isAbove(labels.length, 0)
    for (const label of labels) assert.match(label, /[\u3040-\u30ff\u4e00-\u9fff]/, label)

    // A company-made item with translations of its own: they go with it.
    const made = await client.post('/api/company-leave-type').json({ name: 'Moving day', day_type: 'working', name_translations: { ja: '引越し休暇' } }).loginAs(hr)
    made.assertStatus(201)
    assert.equal(made.body().name, '引越し休暇')
    const hrEn = await readerIn(DEMO_EMAILS.hrAdmin, 'en')
    assert.equal((await client.get(`/api/company-leave-type/${made.body().id}`).loginAs(hrEn)).body().name, 'Moving day')
  })
})
