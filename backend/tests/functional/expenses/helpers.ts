import db from '@adonisjs/lucid/services/db'
import { PDFDocument } from 'pdf-lib'
import { demoUser, DEMO_EMAILS } from '#tests/helpers'

export const personOf = async (email: string) => db.from('people').where('work_email', email).first()
export const itemId = async (name: string) => Number((await db.from('allowance_items').where('name', name).first()).id)
const d = new Date()
/** A day of this month (the demo's submitted claim is on the 1st). */
export const thisMonth = (day: number) => `${d.toISOString().slice(0, 7)}-${String(day).padStart(2, '0')}`

/** A real PDF uploaded by the user (receipts are content-checked). */
export async function receipt(client: any, email: string = DEMO_EMAILS.employee) {
  const doc = await PDFDocument.create()
  doc.addPage().drawText('Receipt 42.00')
  const res = await client.post('/api/aws-s3-upload').file('file', Buffer.from(await doc.save()), { filename: 'receipt.pdf' })
    .field('file_key', 'doc/receipt.pdf').loginAs(await demoUser(email))
  return [{ file_name: 'receipt.pdf', file_type: 'pdf', file_url: res.body().file_key as string }]
}

/** Claims an expense as the person (their own person_id by default). */
export async function claim(client: any, body: Record<string, unknown>, email: string = DEMO_EMAILS.employee) {
  const person = await personOf(email)
  return client.post('/api/expense').json({
    person_id: person.id, name: 'Claim', allowance_item_id: await itemId('Local transport'), amount: '10.00', currency: 'SGD',
    transaction_date: thisMonth(3), payment_type: 'cash', ...body,
  }).loginAs(await demoUser(email))
}

export const decide = async (client: any, id: number, status: string, email: string = DEMO_EMAILS.manager, notes?: string) =>
  client.post(`/api/expense/${id}/status`).json({ status, notes }).loginAs(await demoUser(email))

export const act = async (client: any, id: number, body: Record<string, unknown>, email: string = DEMO_EMAILS.hrAdmin) =>
  client.post(`/api/expense-report/${id}/action`).json(body).loginAs(await demoUser(email))

/** A report of this month's approved claims, in `currency`. */
export async function report(client: any, currency = 'SGD', email: string = DEMO_EMAILS.hrAdmin) {
  return client.post('/api/expense-report').json({ name: `Report ${currency}`, period_start: thisMonth(1), period_end: thisMonth(28), currency }).loginAs(await demoUser(email))
}
