import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { getResource } from '@hr/shared'
import { isolatedTest } from '#tests/helpers'
import { WORKFLOW_ROWS, insertFactoryRow } from '#database/factories/catalogue_rows'

test.group('The catalogue row factory makes a spec its own rows', (group) => {
  group.each.setup(() => isolatedTest())

  test('a person and a leave of theirs in the tenant given, as its doc comment shows', async ({ assert }) => {
    const customer = await db.from('customers').orderBy('id').first()
    const tenant = { customerId: Number(customer.id), vendorId: Number(customer.vendor_id) }

    const personId = await insertFactoryRow(getResource('people'), tenant)
    const leaveId = await insertFactoryRow(getResource('leave'), tenant, { ...WORKFLOW_ROWS.leave, values: { person_id: personId } })

    const person = await db.from('people').where('id', personId).first()
    const leave = await db.from(getResource('leave').table).where('id', leaveId).first()
    assert.equal(Number(person.customer_id), tenant.customerId)
    assert.equal(Number(leave.person_id), personId)
    assert.equal(Number(leave.customer_id), tenant.customerId)
    // The leave's type (a platform row) was made for it, with the settings no balance refuses.
    const type = await db.from(getResource('leave_type').table).where('id', leave.leave_type_id).first()
    assert.isTrue(Boolean(type.allow_negative))
    assert.equal(type.day_type, 'calendar')
  })
})
