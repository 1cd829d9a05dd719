import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

const personOf = async (email: string) => db.from('people').where('work_email', email).first()
const errorsByField = (body: any) => Object.fromEntries((body.errors ?? []).map((e: any) => [e.field, e.message]))

const year = new Date().getUTCFullYear()
const planId = async (name: string) => Number((await db.from('insurance_plans').where('name', name).first()).id)

async function enrol(client: any, body: Record<string, unknown> = {}, personEmail: string = DEMO_EMAILS.newHire, actor: string = DEMO_EMAILS.hrAdmin) {
  const person = await personOf(personEmail)
  return client.post('/api/insurance-enrolment').json({
    person_id: person.id, plan_id: await planId('Group Health Plus'), plan_start_date: `${year}-02-01`, plan_end_date: `${year}-12-31`, ...body,
  }).loginAs(await demoUser(actor))
}

const dependent = async (client: any, enrolmentId: number, body: Record<string, unknown> = {}, actor: string = DEMO_EMAILS.hrAdmin) =>
  client.post('/api/insurance-dependent').json({ enrolment_id: enrolmentId, name: 'Ava Lim', relationship: 'spouse', birth_date: '1990-05-05', covered_from: `${year}-02-01`, ...body })
    .loginAs(await demoUser(actor))

test.group('Insurance (issue 16): plans, enrolments, dependents, the premium on the payroll', (group) => {
  group.each.setup(() => isolatedTest())

  test('the demo: Globex Asia has two plans; employee@ is enrolled in one with one dependent and its premium on their pay items', async ({ client, assert }) => {
    const emma = await demoUser(DEMO_EMAILS.employee)
    const plans = (await client.get('/api/insurance-plan').loginAs(emma)).body().items
    assert.sameMembers(plans.map((p: any) => p.name), ['Group Health Plus', 'Term Life Protect'])
    const health = plans.find((p: any) => p.name === 'Group Health Plus')
    assert.include(health, { purchasing_type: 'company', premium: '180.00', in_patient: true, in_patient_limit: '250000.00', vision: false })
    const mine = (await client.get('/api/insurance-enrolment').loginAs(emma)).body().items
    assert.lengthOf(mine, 1)
    const deps = (await client.get('/api/insurance-dependent').qs({ 'filter[enrolment_id]': mine[0].id }).loginAs(emma)).body().items
    assert.deepEqual(deps.map((d: any) => [d.name, d.relationship]), [['Noah Tan', 'child']])
    const item = await db.from('person_pay_items').where('id', mine[0].person_pay_item_id).first()
    assert.include(item, { category: 'insurance_premium', currency: 'SGD' })
    assert.equal(Number(item.value), 18000)
  })

  test('HR enrols a person on a payroll in a company plan: the premium becomes their insurance premium pay item, following the enrolment', async ({ client, assert }) => {
    const res = await enrol(client)
    res.assertStatus(201)
    const person = await personOf(DEMO_EMAILS.newHire)
    assert.isNumber(res.body().person_pay_item_id)
    const item = await db.from('person_pay_items').where('id', res.body().person_pay_item_id).first()
    assert.include(item, { category: 'insurance_premium', currency: 'SGD', notes: 'Group Health Plus' })
    assert.equal(Number(item.person_id), person.id)
    assert.equal(Number(item.value), 18000)
    assert.equal(String(item.effective_date).slice(0, 10) === `${year}-02-01` || new Date(item.effective_date).toISOString().startsWith(`${year}-02-01`), true)
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const moved = await client.post(`/api/insurance-enrolment/${res.body().id}`).json({ update_data: { plan_end_date: `${year}-06-30` } }).loginAs(hr)
    moved.assertStatus(200)
    const after = await db.from('person_pay_items').where('id', res.body().person_pay_item_id).first()
    assert.isTrue(String(after.end_date).startsWith(`${year}-06-30`) || new Date(after.end_date).toISOString().startsWith(`${year}-06-30`))
    ;(await client.delete(`/api/insurance-enrolment/${res.body().id}`).loginAs(hr)).assertStatus(200)
    assert.isNull(await db.from('person_pay_items').where('id', res.body().person_pay_item_id).first())
  })

  test('a personal plan, or a person on no payroll, adds no pay item; an inactive plan takes no new enrolment', async ({ client, assert }) => {
    const personal = await enrol(client, { plan_id: await planId('Term Life Protect') })
    personal.assertStatus(201)
    assert.isNull(personal.body().person_pay_item_id)
    const intern = await personOf(DEMO_EMAILS.intern)
    await db.from('payroll_members').where('person_id', intern.id).delete()
    const offPayroll = await enrol(client, {}, DEMO_EMAILS.intern)
    offPayroll.assertStatus(201)
    assert.isNull(offPayroll.body().person_pay_item_id)
    await db.from('insurance_plans').where('name', 'Group Health Plus').update({ is_active: false })
    const closed = await enrol(client, { plan_start_date: `${year}-03-01` })
    closed.assertStatus(422)
    assert.equal(errorsByField(closed.body()).plan_id, 'This insurance plan is no longer offered.')
  })

  test('dependents are covered within the plan dates only, and bad dates are named', async ({ client, assert }) => {
    const enrolment = (await enrol(client)).body().id
    const ok = await dependent(client, enrolment, { covered_to: `${year}-12-31` })
    ok.assertStatus(201)
    assert.equal(ok.body().person_id, (await personOf(DEMO_EMAILS.newHire)).id)
    const early = await dependent(client, enrolment, { covered_from: `${year}-01-01`, covered_to: `${year}-06-30` })
    early.assertStatus(422)
    assert.equal(errorsByField(early.body()).covered_from, "A dependent can be covered only within the enrolment's plan dates.")
    const open = await dependent(client, enrolment, { covered_to: null })
    open.assertStatus(422)
    assert.property(errorsByField(open.body()), 'covered_to')
    const order = await dependent(client, enrolment, { covered_from: `${year}-05-01`, covered_to: `${year}-04-01` })
    order.assertStatus(422)
    assert.equal(errorsByField(order.body()).covered_to, 'The covered-to date must be the same as or later than the covered-from date.')
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    // Shortening the plan below a dependent's cover is refused, naming them.
    const shorter = await client.post(`/api/insurance-enrolment/${enrolment}`).json({ update_data: { plan_end_date: `${year}-06-30` } }).loginAs(hr)
    shorter.assertStatus(422)
    assert.include(shorter.body().message, 'Ava Lim')
    const bad = await enrol(client, { plan_start_date: `${year}-05-01`, plan_end_date: `${year}-04-01` })
    bad.assertStatus(422)
    assert.equal(errorsByField(bad.body()).plan_end_date, 'The plan end date must be the same as or later than the plan start date.')
  })

  test('the person reads their own insurance only and changes none of it; managers see none', async ({ client, assert }) => {
    const emma = await demoUser(DEMO_EMAILS.employee)
    const other = (await enrol(client)).body().id
    assert.notInclude((await client.get('/api/insurance-enrolment').loginAs(emma)).body().items.map((e: any) => e.id), other)
    ;(await client.get(`/api/insurance-enrolment/${other}`).loginAs(emma)).assertStatus(403)
    const mine = (await client.get('/api/insurance-enrolment').loginAs(emma)).body().items[0]
    ;(await client.post(`/api/insurance-enrolment/${mine.id}`).json({ update_data: { member_number: 'X' } }).loginAs(emma)).assertStatus(403)
    ;(await enrol(client, {}, DEMO_EMAILS.employee, DEMO_EMAILS.employee)).assertStatus(403)
    ;(await dependent(client, mine.id, { covered_from: `${year}-01-01` }, DEMO_EMAILS.employee)).assertStatus(403)
    ;(await dependent(client, other, {}, DEMO_EMAILS.employee)).assertStatus(403)
    const manager = await demoUser(DEMO_EMAILS.manager)
    const managed = await client.get('/api/insurance-enrolment').loginAs(manager)
    assert.isTrue(managed.status() === 403 || managed.body().items.length === 0)
    ;(await client.post('/api/insurance-plan').json({ name: 'Mine', provider: 'X', purchasing_type: 'personal' }).loginAs(emma)).assertStatus(403)
  })

  test('a plan lists its coverage with limits in its currency, and the premium only from the insurance premium pay items', async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const options = (await client.get('/api/reference-options/insurance_premium_pay_items').loginAs(hr)).body()
    const items = options.data ?? options.items ?? options
    assert.isAtLeast(items.length, 1)
    const salary = await db.from('pay_items').where('category', 'salary').first()
    const wrong = await client.post('/api/insurance-plan').json({ name: 'Dental Only', provider: 'Aviva', purchasing_type: 'company', currency: 'SGD', premium: '20.00', pay_item_id: salary.id }).loginAs(hr)
    wrong.assertStatus(422)
    assert.property(errorsByField(wrong.body()), 'pay_item_id')
    const res = await client.post('/api/insurance-plan').json({
      name: 'Dental Only', provider: 'Aviva', purchasing_type: 'company', currency: 'JPY', premium: '2000', pay_item_id: items[0].id,
      dental: true, dental_limit: '50000', dental_note: 'Twice a year',
    }).loginAs(hr)
    res.assertStatus(201)
    assert.include(res.body(), { dental: true, dental_limit: '50000', premium: '2000', vision: false })
    const dup = await client.post('/api/insurance-plan').json({ name: 'Dental Only', provider: 'Other', purchasing_type: 'personal' }).loginAs(hr)
    dup.assertStatus(409)
  })
})
