import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { issuePayslips } from '#areas/payroll/payslips'
import { demoUser, DEMO_EMAILS, isolatedTest } from '#tests/helpers'

/**
 * Issue 42 item 7: a company file is read by those who may read the row holding it — a payslip by
 * its person and payroll users, a register export by its report's readers — never by any colleague
 * who learnt its key; a re-issued payslip's old file is gone.
 */
const signed = (client: any, user: any, key: string) => client.get('/api/aws-s3-signedurl').qs({ file_key: key }).loginAs(user)
const pathOf = (url: string) => { const u = new URL(url, 'http://localhost'); return u.pathname + u.search }

async function emmasPayslip() {
  const emma = await db.from('people').where('work_email', DEMO_EMAILS.employee).first()
  const slip = await db.from('payslips').where('person_id', emma.id).orderBy('id', 'desc').first()
  return { emma, slip }
}

test.group('Files for their readers (issue 42 item 7)', (group) => {
  group.each.setup(() => isolatedTest())

  test("a colleague holding a payslip's key gets 404; the person and payroll users read it", async ({ client, assert }) => {
    const { slip } = await emmasPayslip()
    assert.exists(slip?.file_key)
    const intern = await demoUser(DEMO_EMAILS.intern)
    assert.equal(Number(intern.customerId), Number(slip.customer_id))
    ;(await signed(client, intern, slip.file_key)).assertStatus(404)
    const own = await signed(client, await demoUser(DEMO_EMAILS.employee), slip.file_key)
    own.assertStatus(200)
    const file = await client.get(pathOf(own.body().url))
    file.assertStatus(200)
    // Payroll users other than the issuer: the vendor's users acting for the company.
    ;(await signed(client, await demoUser(DEMO_EMAILS.vendorUser), slip.file_key)).assertStatus(200)
    ;(await signed(client, await demoUser(DEMO_EMAILS.hrAdmin), slip.file_key)).assertStatus(200)
    // The payslip's document row names the same file: who may not read the payslip may not read the document either.
    const doc = await db.from('documents').where('id', slip.document_id).first()
    assert.equal(doc.file_url, slip.file_key)
  })

  test("the exported register is read by the report's readers only", async ({ client, assert }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const report = await db.from('payroll_reports').where('status', 'approved').orderBy('id', 'desc').first()
    const exported = await client.get(`/api/payroll-report/get/excel-data/${report.id}`).qs({ lang: 'en' }).loginAs(hr)
    exported.assertStatus(200)
    const upload = await db.from('uploads').where('file_type', 'xlsx').orderBy('id', 'desc').first()
    assert.equal(upload.holder_resource, 'payroll_report')
    ;(await signed(client, await demoUser(DEMO_EMAILS.employee), upload.file_key)).assertStatus(404)
    ;(await signed(client, await demoUser(DEMO_EMAILS.intern), upload.file_key)).assertStatus(404)
    ;(await signed(client, hr, upload.file_key)).assertStatus(200)
    ;(await signed(client, await demoUser(DEMO_EMAILS.vendorUser), upload.file_key)).assertStatus(200)
    // The report kept to its creator: another payroll reader loses its export too.
    await db.from('payroll_reports').where('id', report.id).update({ visibility: 'creator' })
    const reader = await demoUser(DEMO_EMAILS.vendorUser)
    const canStill = (await client.get(`/api/payroll-report/${report.id}`).loginAs(reader)).status() === 200
    ;(await signed(client, reader, upload.file_key)).assertStatus(canStill ? 200 : 404)
  })

  test("a person's document is read by whoever may read that person's documents", async ({ client }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const employee = await demoUser(DEMO_EMAILS.employee)
    const res = await client.post('/api/aws-s3-upload').file('file', Buffer.from('%PDF-1.4\n%%EOF\n'), { filename: 'contract.pdf' }).field('file_key', 'doc/x.pdf').loginAs(hr)
    res.assertStatus(200)
    const key = res.body().file_key
    const created = await client.post('/api/doc').json({ person_id: (await emmasPayslip()).emma.id, doc_type: 'work', file_name: 'contract.pdf', file_type: 'pdf', file_url: key, access_control: 'admin' }).loginAs(hr)
    created.assertStatus(201)
    // Kept to HR: the person does not read it, nor a colleague; HR does.
    ;(await signed(client, employee, key)).assertStatus(404)
    ;(await signed(client, await demoUser(DEMO_EMAILS.intern), key)).assertStatus(404)
    ;(await signed(client, hr, key)).assertStatus(200)
    // Shared with the person: they read it; a colleague still does not.
    await client.post(`/api/doc/${created.body().id}`).json({ update_data: { access_control: 'everyone' } }).loginAs(hr).then((r: any) => r.assertStatus(200))
    ;(await signed(client, employee, key)).assertStatus(200)
    ;(await signed(client, await demoUser(DEMO_EMAILS.intern), key)).assertStatus(404)
  })

  test("a company file no readable row holds is its uploader's alone", async ({ client }) => {
    const employee = await demoUser(DEMO_EMAILS.employee)
    const res = await client.post('/api/aws-s3-upload').file('file', Buffer.from('%PDF-1.4\n%%EOF\n'), { filename: 'mine.pdf' }).field('file_key', 'doc/x.pdf').loginAs(employee)
    res.assertStatus(200)
    ;(await signed(client, employee, res.body().file_key)).assertStatus(200)
    ;(await signed(client, await demoUser(DEMO_EMAILS.intern), res.body().file_key)).assertStatus(404)
  })

  test("re-issued payslips retire the old file: no signed URL, the old link dead, the bytes gone", async ({ client, assert }) => {
    const { slip } = await emmasPayslip()
    const employee = await demoUser(DEMO_EMAILS.employee)
    const before = await signed(client, employee, slip.file_key)
    before.assertStatus(200)
    const report = await db.from('payroll_reports').where('id', slip.report_id).first()
    const cycle = await db.from('paycycles').where('id', slip.paycycle_id).first()
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    await db.transaction(async (trx) => { await issuePayslips(trx, report, cycle, hr.id) })
    const { slip: fresh } = await emmasPayslip()
    assert.notEqual(fresh.file_key, slip.file_key)
    ;(await signed(client, employee, slip.file_key)).assertStatus(404)
    ;(await signed(client, hr, slip.file_key)).assertStatus(404)
    ;(await client.get(pathOf(before.body().url))).assertStatus(404)
    ;(await signed(client, employee, fresh.file_key)).assertStatus(200)
    await new Promise((resolve) => setTimeout(resolve, 50))
    assert.isFalse(await drive.use().exists(slip.file_key))
  })
})
