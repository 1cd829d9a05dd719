import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { catalogue, writableFields, type Requirement, type ResourceDef } from '@hr/shared'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/** Fields no one sets on their own row: identity, tenancy, timestamps, and the photo (its own endpoint). */
const PROTECTED = ['customer_id', 'user_id', 'id', 'created_at', 'deleted_at', 'photo']

test.group('Information exposure: a colleague\'s account', (group) => {
  group.each.setup(() => isolatedTest())

  test('an employee cannot read a colleague\'s e-mail or country through GET /api/user', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const colleague = await demoUser(DEMO_EMAILS.intern)
    const res = await client.get('/api/user').qs({ user_id: colleague.id }).loginAs(employee)
    res.assertStatus(404)
    assert.notInclude(JSON.stringify(res.body()), colleague.email)
    const own = await client.get('/api/user').qs({ user_id: employee.id }).loginAs(employee)
    own.assertStatus(200)
    assert.equal(own.body().email, employee.email)
  })

  test('staff-info editors see a colleague\'s staff info; the account e-mail only with access_admin', async ({ client, assert }) => {
    const colleague = await demoUser(DEMO_EMAILS.intern)
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const asAdmin = await client.get('/api/user').qs({ user_id: colleague.id }).loginAs(admin)
    asAdmin.assertStatus(200)
    assert.equal(asAdmin.body().email, colleague.email)
    assert.property(asAdmin.body(), 'country')
    const manager = await demoUser(DEMO_EMAILS.manager)
    await db.from('users').where('id', manager.id).update({ access_personal_info: true, access_admin: false })
    const asEditor = await client.get('/api/user').qs({ user_id: colleague.id }).loginAs(await demoUser(DEMO_EMAILS.manager))
    asEditor.assertStatus(200)
    assert.notProperty(asEditor.body(), 'email')
    assert.property(asEditor.body(), 'country')
  })
})

test.group('Information exposure: protected fields in a self-edit', (group) => {
  group.each.setup(() => isolatedTest())

  test('each protected field in a self-edit is refused with 403 naming it; nothing is written', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const person = await db.from('people').where('work_email', DEMO_EMAILS.employee).first()
    const other = await db.from('customers').where('name', 'Initech Europe').first()
    const values: Record<string, unknown> = {
      customer_id: other.id, user_id: 1, id: person.id + 1000, created_at: '2000-01-01T00:00:00.000Z', deleted_at: '2000-01-01T00:00:00.000Z', photo: 'img/someone-else.png',
    }
    for (const field of PROTECTED) {
      const res = await client.post(`/api/people/${person.id}`).json({ update_data: { phone: '+65 9999 0000', [field]: values[field] } }).loginAs(employee)
      res.assertStatus(403)
      assert.deepInclude(res.body().errors, { field, rule: 'self_editable', message: 'This field can only be changed by HR.' })
    }
    const after = await db.from('people').where('id', person.id).first()
    assert.deepEqual({ ...after, updated_at: null }, { ...person, updated_at: null })
  })

})

/** Resources a person may update as their own ('self' among the update requirements): /my-info's tabs. */
const requirementsOf = (req: Requirement): Requirement[] => (typeof req === 'object' && 'anyOf' in req ? req.anyOf.flatMap(requirementsOf) : [req])
const selfUpdated = catalogue.filter((d) => requirementsOf(d.access.update).includes('self'))

/** A row of `def` that is the employee's own: a demo row of theirs, else a colleague's handed to them. */
/** Own rows a person may still edit, where a workflow locks the rest (a leave request once decided). */
const EDITABLE_ROW: Record<string, Record<string, unknown>> = { leave: { status: 'submitted' } }

async function ownRow(def: ResourceDef, employee: { id: number }, personId: number) {
  const column = def.fields.some((f) => f.name === 'person_id') ? 'person_id' : def.fields.some((f) => f.name === 'user_id') ? 'user_id' : 'id'
  const owner = column === 'user_id' ? employee.id : personId
  const mine = await db.from(def.table).where(column, owner).where(EDITABLE_ROW[def.name] ?? {}).orderBy('id').first()
  if (mine || column === 'id') return mine
  const theirs = await db.from(def.table).where('customer_id', (await db.from('people').where('id', personId).first()).customer_id).orderBy('id').first()
  if (!theirs) return null
  await db.from(def.table).where('id', theirs.id).update({ [column]: owner })
  return db.from(def.table).where('id', theirs.id).first()
}

test.group('Information exposure: protected fields in every self-edit', (group) => {
  group.each.setup(() => isolatedTest())

  test('generated: on every resource a person edits as their own, each protected field is refused with 403; nothing is written', async ({ client, assert }) => {
    assert.includeMembers(selfUpdated.map((d) => d.name), ['people', 'bank_account', 'passport', 'emergency_contact'])
    const employee = await demoUser(DEMO_EMAILS.employee)
    const person = await db.from('people').where('user_id', employee.id).first()
    const values: Record<string, unknown> = {
      customer_id: 999999, user_id: 1, id: 999999, created_at: '2000-01-01T00:00:00.000Z', deleted_at: '2000-01-01T00:00:00.000Z', photo: 'img/someone-else.png',
    }
    let cases = 0
    for (const def of selfUpdated) {
      const row = await ownRow(def, employee, Number(person.id))
      assert.exists(row, `${def.name}: the employee has a row of their own`)
      // The control: sending back a field the person may edit is accepted, so the refusals below are about the field.
      const shown = await client.get(`/api/${def.path}/${row.id}`).loginAs(employee)
      shown.assertStatus(200)
      const editable = def.selfEditable ?? writableFields(def).filter((f) => !f.createOnly).map((f) => f.name)
      const field = editable.includes(def.titleField) ? def.titleField : editable[0]
      const ok = await client.post(`/api/${def.path}/${row.id}`).json({ update_data: { [field]: shown.body()[field] } }).loginAs(employee)
      assert.equal(ok.status(), 200, `${def.name}: own ${field} sent back: ${ok.text()}`)
      const before = await db.from(def.table).where('id', row.id).first()
      for (const name of PROTECTED) {
        cases++
        const res = await client.post(`/api/${def.path}/${row.id}`).json({ update_data: { [name]: values[name] } }).loginAs(employee)
        assert.equal(res.status(), 403, `${def.name}.${name} in a self-edit: ${res.status()} ${res.text()}`)
        assert.deepInclude(res.body().errors, { field: name, rule: 'self_editable', message: 'This field can only be changed by HR.' })
      }
      const after = await db.from(def.table).where('id', row.id).first()
      assert.deepEqual(after, before, `${def.name} unchanged`)
    }
    console.log(`  self-edit protected fields: ${selfUpdated.length} resources, ${cases} cases`)
  })

  test('one\'s own account (POST /api/user/{id}): each protected field is refused with 403; nothing is written', async ({ client, assert }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const values: Record<string, unknown> = {
      customer_id: 999999, user_id: 1, id: 999999, created_at: '2000-01-01T00:00:00.000Z', deleted_at: '2000-01-01T00:00:00.000Z', photo: 'img/someone-else.png',
    }
    const userBefore = await db.from('users').where('id', employee.id).first()
    const personBefore = await db.from('people').where('user_id', employee.id).first()
    for (const field of PROTECTED) {
      const res = await client.post(`/api/user/${employee.id}`).json({ user_id: employee.id, update_data: { name: 'Renamed Me', [field]: values[field] } }).loginAs(employee)
      res.assertStatus(403)
      assert.deepInclude(res.body().errors, { field: `update_data.${field}`, rule: 'self_editable', message: 'This field can only be changed by HR.' })
    }
    // the privacy agreement travels alone too: with a protected field it is refused as well
    const agree = await client.post(`/api/user/${employee.id}`).json({ update_data: { agree_privacy_time: '2026/01/01 10:00', customer_id: 999999 } }).loginAs(employee)
    agree.assertStatus(403)
    assert.deepEqual(await db.from('users').where('id', employee.id).first(), userBefore)
    assert.deepEqual(await db.from('people').where('user_id', employee.id).first(), personBefore)
    // what the shell's panels send still saves
    const ok = await client.post(`/api/user/${employee.id}`).json({ user_id: employee.id, update_data: { name: 'Renamed Me', country: 'SG', is_local: true } }).loginAs(employee)
    ok.assertStatus(200)
    assert.equal((await db.from('users').where('id', employee.id).first()).name, 'Renamed Me')
  })
})
