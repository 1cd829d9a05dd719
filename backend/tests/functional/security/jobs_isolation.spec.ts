import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import { ACCESS_PRIVILEGES, accessFlag, DEMO_PASSWORD } from '@hr/shared'
import User from '#models/user'
import { createTask } from '#services/jobs/tasks'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/**
 * Tenant isolation of GET /api/jobs and GET /api/jobs/:id (issue 44). Jobs are not a catalogue
 * resource, so the generated isolation matrix does not reach them: a job is read where its subject
 * (a paycycle) may be read, a job without a subject by who started it, and the list is one's own.
 * The oracle is the demo's facts: Globex and Initech are Acme's customers (vendor.user serves Globex
 * only), Borealis serves neither; an Initech admin and a Borealis admin are made here.
 */
const now = () => new Date().toISOString()
const idOf = (row: any) => Number(typeof row === 'object' ? row.id : row)

async function newUser(row: Record<string, unknown>) {
  const [created] = await db.table('users').insert({
    password: await hash.make(DEMO_PASSWORD), lang: 'en', is_active: true, agree_privacy_time: now(), created_at: now(), updated_at: now(), ...row,
  }).returning('id')
  return User.findOrFail(idOf(created))
}

/** An HR admin of Initech with every privilege, as the demo's hr.admin is Globex's. */
async function initechAdmin(customerId: number) {
  const user = await newUser({
    email: 'hr.admin@initech.test', name: 'Ingrid Initech', role: 'staff', customer_id: customerId, is_manager: true, is_employee: true,
    ...Object.fromEntries(ACCESS_PRIVILEGES.map((p) => [accessFlag(p), true])),
  })
  await db.table('people').insert({
    customer_id: customerId, user_id: user.id, name: user.name, work_email: user.email, type: 'staff', status: 'regular', service_type: 'system',
    engagement_type: 'internal', is_local: true, start_date: '2024-03-01', profile_type: 'manager_and_staff', country: 'DE', created_at: now(), updated_at: now(),
  })
  return user
}

test.group('Jobs API (issue 44): tenant isolation of GET /api/jobs and /api/jobs/:id', (group) => {
  group.each.setup(() => isolatedTest())

  test('a paycycle\'s job is read by who may read the paycycle; the list is one\'s own', async ({ client, assert }) => {
    const customer = async (name: string) => Number((await db.from('customers').where('name', name).first()).id)
    const [globex, initech] = [await customer('Globex Asia'), await customer('Initech Europe')]
    const borealis = Number((await db.from('vendors').where('name', 'Borealis HR Partners').first()).id)
    const [superadmin, hr, manager, employee, vendorAdmin, vendorUser, otherEmployee] = await Promise.all(
      [DEMO_EMAILS.superadmin, DEMO_EMAILS.hrAdmin, DEMO_EMAILS.manager, DEMO_EMAILS.employee, DEMO_EMAILS.vendorAdmin, DEMO_EMAILS.vendorUser, DEMO_EMAILS.otherEmployee].map(demoUser),
    )
    const initechHr = await initechAdmin(initech)
    const borealisAdmin = await newUser({ email: 'admin@borealis-hr.test', name: 'Bo Borealis', role: 'vendor', vendor_id: borealis, access_vendor_portal: true })

    // A payslip run of each company: Globex's demo payroll, and a payroll Initech's admin sets up.
    const globexCycle = await db.from('paycycles').join('payrolls', 'payrolls.id', 'paycycles.payroll_id').where('payrolls.customer_id', globex)
      .orderBy('paycycles.id').select('paycycles.id').first()
    const payroll = await client.post('/api/payroll').json({ name: 'Initech DE Monthly', iso_code: 'DE', frequency: 'monthly', currency: 'EUR', pay_day_of_month: 25 }).loginAs(initechHr)
    payroll.assertStatus(201)
    ;(await client.post(`/api/payroll/${payroll.body().id}/paycycles`).json({ year: 2027 }).loginAs(initechHr)).assertStatus(200)
    const initechCycle = await db.from('paycycles').where('payroll_id', payroll.body().id).orderBy('period_start').first()
    const run = (customerId: number, userId: number, cycleId: number) =>
      createTask(db, { kind: 'payslips', customerId, userId, subject: { type: 'paycycle', id: Number(cycleId) }, total: 3 })
    const globexJob = await run(globex, hr.id, globexCycle.id)
    const initechJob = await run(initech, initechHr.id, initechCycle.id)
    // A job without a subject is its starter's alone.
    const ownJob = await createTask(db, { kind: 'payslips', customerId: globex, userId: hr.id, subject: null, total: 1 })

    // Naming a customer one may not act for is refused before the job is looked up (403) or the job is not found (404).
    const DENIED = 0
    // A vendor serving several customers acts for the one it selected (x-customer-id), as on the paycycle's own screen.
    const status = async (user: User, id: number, customerId?: number) =>
      (await client.get(`/api/jobs/${id}`).headers(customerId ? { 'x-customer-id': String(customerId) } : {}).loginAs(user)).status()
    const expectations: [string, User, number, number, number?][] = [
      // Globex's run: its HR, its vendor's admin and assigned user, a superadmin; not Initech's admin,
      // not Borealis (serving neither, even naming Globex), not Globex people without the payroll privilege.
      ['hr.admin', hr, globexJob, 200], ['superadmin', superadmin, globexJob, 200], ['vendor.admin', vendorAdmin, globexJob, 200],
      ['vendor.user', vendorUser, globexJob, 200], ['Initech admin', initechHr, globexJob, 404], ['Borealis admin', borealisAdmin, globexJob, 404],
      ['Borealis admin', borealisAdmin, globexJob, DENIED, globex], ['Initech admin', initechHr, globexJob, DENIED, globex],
      ['employee', employee, globexJob, 404], ['manager', manager, globexJob, 404], ['other.employee', otherEmployee, globexJob, 404],
      // Initech's run: its admin, Acme's admin acting for Initech, a superadmin; not Globex's HR, not a vendor
      // user not assigned to Initech, not Borealis.
      ['Initech admin', initechHr, initechJob, 200], ['vendor.admin', vendorAdmin, initechJob, 200, initech], ['superadmin', superadmin, initechJob, 200],
      ['vendor.admin (acting for Globex)', vendorAdmin, initechJob, 404], ['hr.admin', hr, initechJob, 404], ['hr.admin', hr, initechJob, DENIED, initech],
      ['vendor.user', vendorUser, initechJob, DENIED, initech], ['Borealis admin', borealisAdmin, initechJob, DENIED, initech], ['other.employee', otherEmployee, initechJob, 404],
      // Without a subject: who started it and a superadmin.
      ['hr.admin', hr, ownJob, 200], ['superadmin', superadmin, ownJob, 200], ['vendor.admin', vendorAdmin, ownJob, 404], ['manager', manager, ownJob, 404],
      ['Initech admin', initechHr, ownJob, 404],
    ]
    const wrong: string[] = []
    for (const [who, user, id, expected, customerId] of expectations) {
      const got = await status(user, id, customerId)
      if (expected === DENIED ? got !== 403 && got !== 404 : got !== expected) wrong.push(`${who} GET /api/jobs/${id}${customerId ? ` as customer ${customerId}` : ''}: ${got}, expected ${expected}`)
    }
    assert.deepEqual(wrong, [])
    assert.include((await client.get(`/api/jobs/${globexJob}`).loginAs(hr)).body(), { id: globexJob, customer_id: globex, subject_id: Number(globexCycle.id) })

    // The list: one's own jobs only (a superadmin: all).
    const listed = async (user: User, qs: Record<string, unknown> = {}) => {
      const res = await client.get('/api/jobs').qs(qs).loginAs(user)
      res.assertStatus(200)
      return res.body().items.map((j: any) => j.id)
    }
    const mine = [globexJob, initechJob, ownJob]
    assert.sameMembers((await listed(hr)).filter((id: number) => mine.includes(id)), [globexJob, ownJob])
    assert.sameMembers((await listed(initechHr)).filter((id: number) => mine.includes(id)), [initechJob])
    assert.sameMembers((await listed(superadmin)).filter((id: number) => mine.includes(id)), mine)
    for (const user of [vendorAdmin, borealisAdmin, employee, otherEmployee]) assert.deepEqual((await listed(user)).filter((id: number) => mine.includes(id)), [])
    // A subject's jobs, for who may read the subject only.
    assert.deepEqual(await listed(vendorAdmin, { subject_type: 'paycycle', subject_id: globexCycle.id }), [globexJob])
    assert.deepEqual(await listed(initechHr, { subject_type: 'paycycle', subject_id: globexCycle.id }), [])
    assert.deepEqual(await listed(borealisAdmin, { subject_type: 'paycycle', subject_id: initechCycle.id }), [])
    assert.deepEqual(await listed(hr, { subject_type: 'paycycle', subject_id: initechCycle.id }), [])
    assert.deepEqual(await listed(initechHr, { subject_type: 'paycycle', subject_id: initechCycle.id }), [initechJob])
    // Nor may anyone but a superadmin retry them.
    for (const user of [hr, initechHr, vendorAdmin, borealisAdmin]) {
      ;(await client.post(`/api/jobs/${globexJob}/retry`).loginAs(user)).assertStatus(403)
    }
  })
})
