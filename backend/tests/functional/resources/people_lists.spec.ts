import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

test.group('People list tabs', (group) => {
  group.each.setup(() => isolatedTest())

  test('staff-list defaults to Onboarding, Probation, Regular staff; a status filter replaces the default', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const res = await client.get('/api/people/staff-list').qs({ company_id: admin.customerId, 'external[per_page]': 1000 }).loginAs(admin)
    res.assertStatus(200)
    assert.isAbove(res.body().itemsTotal, 0)
    assert.isTrue(res.body().items.every((p: any) => p.type === 'staff' && ['onboarding', 'probation', 'regular'].includes(p.status)))
    const resigned = await client.get('/api/people/staff-list').qs({ 'filter[status]': 'resigned', 'external[per_page]': 1000 }).loginAs(admin)
    assert.isAbove(resigned.body().itemsTotal, 0)
    assert.isTrue(resigned.body().items.every((p: any) => p.status === 'resigned'))
    const eor = await client.get('/api/people/staff-list').qs({ 'filter[engagement_type]': 'eor', 'external[per_page]': 1000 }).loginAs(admin)
    assert.isTrue(eor.body().items.every((p: any) => p.engagement_type === 'eor'))
  })

  test('contractor-list defaults to Active contractors', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const res = await client.get('/api/people/contractor-list').loginAs(admin)
    res.assertStatus(200)
    assert.include(res.body().items.map((p: any) => p.name), 'Carlos Contractor')
    assert.isTrue(res.body().items.every((p: any) => p.type === 'contractor' && p.status === 'active'))
  })

  test('managers lists the acting customer\'s managers only; another company_id is refused', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const res = await client.get('/api/people/managers').loginAs(admin)
    assert.sameMembers(res.body().items.map((p: any) => p.name), ['Helen Hradmin', 'Marcus Manager'])
    const initech = await db.from('customers').where('name', 'Initech Europe').first()
    ;(await client.get('/api/people/staff-list').qs({ company_id: initech.id }).loginAs(admin)).assertStatus(403)
    ;(await client.get('/api/people/staff-list').loginAs(await demoUser(DEMO_EMAILS.employee))).assertStatus(403)
  })
})
