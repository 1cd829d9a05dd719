import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

const csv = (lines: string[]) => Buffer.from(lines.join('\n'))
const HEADER = 'name,work_email,type,status,country,start_date,profile_type,is_expat'

async function globexCount() {
  const c = await db.from('customers').where('name', 'Globex Asia').first()
  const r = await db.from('people').where('customer_id', c.id).whereNull('deleted_at').count('* as n').first()
  return Number(r.n)
}

test.group('People CSV import', (group) => {
  group.each.setup(() => isolatedTest())

  test('the template lists the importable columns', async ({ client, assert }) => {
    const res = await client.get('/api/people/import/template').loginAs(await demoUser(DEMO_EMAILS.hrAdmin))
    res.assertStatus(200)
    assert.include(res.header('content-type'), 'text/csv')
    const [header] = res.text().split('\n')
    for (const c of ['name', 'work_email', 'status', 'birth_date', 'is_expat']) assert.include(header.split(','), c)
    assert.notInclude(header.split(','), 'customer_id')
  })

  test('a dry run lists every invalid row and field and writes nothing', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const before = await globexCount()
    const file = csv([
      HEADER,
      'Ana Lim,ana.lim@globex-new.test,staff,onboarding,SG,2027-01-04,staff_only,no',
      ',nameless@globex-new.test,staff,onboarding,SG,2027-01-04,staff_only,no',
      'Bad Date,bad.date@globex-new.test,staff,onboarding,SG,2027-02-30,staff_only,no',
      'Ivy Intern,ivy@globex-new.test,staff,onboarding,SG,2027-01-04,intern,yes',
      'Dup Mail,EMPLOYEE@demo.test,staff,onboarding,SG,,staff_only,no',
      'Twin One,twin@globex-new.test,staff,regular,SG,,,',
      'Twin Two,twin@globex-new.test,staff,regular,SG,,,',
    ])
    const res = await client.post('/api/people/import').file('file', file, { filename: 'people.csv' }).field('dry_run', 'true').loginAs(admin)
    res.assertStatus(422)
    const errs = res.body().errors.map((e: any) => `${e.row}:${e.field}:${e.rule}`)
    assert.sameMembers(errs, ['3:name:required', '4:start_date:isoDate', '5:is_expat:forbiddenWhen', '6:work_email:unique', '8:work_email:unique'])
    const dup = res.body().errors.find((e: any) => e.row === 6)
    assert.equal(dup.message, 'Email already exists in system.')
    assert.equal(res.body().message, '5 rows have errors. Nothing was imported.')
    assert.equal(await globexCount(), before)
  })

  test('trailing blank rows (a spreadsheet\'s empty lines) are ignored; an unknown country names its code', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const blankTail = csv([HEADER, 'Ana Lim,ana.blank@globex-new.test,staff,onboarding,SG,2027-01-04,staff_only,no', ',,,,,,,', ',,,,,,,', ''])
    const dry = await client.post('/api/people/import').file('file', blankTail, { filename: 'people.csv' }).field('dry_run', 'true').loginAs(admin)
    dry.assertStatus(200)
    assert.equal(dry.body().rows, 1)

    const unknown = csv([HEADER, 'Xeno Land,xeno@globex-new.test,staff,onboarding,XX,2027-01-04,staff_only,no'])
    const res = await client.post('/api/people/import').file('file', unknown, { filename: 'people.csv' }).field('dry_run', 'true').loginAs(admin)
    res.assertStatus(422)
    const error = res.body().errors.find((e: any) => e.field === 'country')
    assert.equal(error.rule, 'countryUnknown')
    assert.include(error.message, 'unknown country code XX')
  })

  test('a valid file: the dry run says ready, the import creates every row with audit entries', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const before = await globexCount()
    const file = csv([HEADER, 'Ana Lim,Ana.Lim@globex-new.test,staff,onboarding,sg,2027-01-04,staff_only,no', 'Ben Ong,ben.ong@globex-new.test,contractor,active,MY,,,'])
    const dry = await client.post('/api/people/import').file('file', file, { filename: 'people.csv' }).field('dry_run', '1').loginAs(admin)
    dry.assertStatus(200)
    assert.equal(dry.body().rows, 2)
    assert.equal(await globexCount(), before)

    const real = await client.post('/api/people/import').file('file', file, { filename: 'people.csv' }).loginAs(admin)
    real.assertStatus(201)
    assert.equal(real.body().created, 2)
    assert.equal(await globexCount(), before + 2)
    const ana = await db.from('people').where('work_email', 'ana.lim@globex-new.test').first()
    assert.equal(ana.country, 'SG')
    assert.equal(ana.status, 'onboarding')
    const log = await db.from('audit_logs').where({ entity_name: 'people', entity_id: ana.id, action: 'create' }).first()
    assert.isNotNull(log)
    const ben = await db.from('people').where('work_email', 'ben.ong@globex-new.test').first()
    assert.isNotNull(await db.from('audit_logs').where({ entity_name: 'people', entity_id: ben.id, action: 'create' }).first())

    // import only creates: the same file again is refused whole
    const again = await client.post('/api/people/import').file('file', file, { filename: 'people.csv' }).loginAs(admin)
    again.assertStatus(422)
    assert.equal(await globexCount(), before + 2)
  })

  test('file-level refusals use the catalogue messages', async ({ client, assert }) => {
    const admin = await demoUser(DEMO_EMAILS.hrAdmin)
    const none = await client.post('/api/people/import').field('dry_run', 'true').loginAs(admin)
    assert.equal(none.body().message, 'Please select a file.')
    const pdf = await client.post('/api/people/import').file('file', Buffer.from('%PDF-1.4'), { filename: 'people.pdf' }).loginAs(admin)
    assert.equal(pdf.body().message, 'Please upload a valid csv file.')
    const broken = await client.post('/api/people/import').file('file', Buffer.from('name,email\n"unterminated,x\n'), { filename: 'p.csv' }).loginAs(admin)
    assert.equal(broken.body().message, 'Please upload a valid csv file.')
    const empty = await client.post('/api/people/import').file('file', Buffer.from(`${HEADER}\n`), { filename: 'p.csv' }).loginAs(admin)
    assert.equal(empty.body().message, 'No rows found. Please confirm your CSV file has all the required data.')
    const lines = [HEADER, ...Array.from({ length: 1001 }, (_, i) => `P ${i},p${i}@bulk.test,staff,onboarding,SG,,,`)]
    const tooMany = await client.post('/api/people/import').file('file', csv(lines), { filename: 'p.csv' }).loginAs(admin)
    tooMany.assertStatus(422)
    assert.equal(tooMany.body().message, 'The maximum number of items for import is 1000.')
  })

  test('importing needs the onboarding privilege', async ({ client }) => {
    const res = await client.post('/api/people/import').file('file', csv([HEADER, 'A,a@x.test,staff,onboarding,SG,,,']), { filename: 'p.csv' })
      .loginAs(await demoUser(DEMO_EMAILS.employee))
    res.assertStatus(403)
  })
})
