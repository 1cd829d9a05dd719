import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS } from '#tests/helpers'

export const personOf = async (email: string) => db.from('people').where('work_email', email).first()
export const errorsByField = (body: any) => Object.fromEntries((body.errors ?? []).map((e: any) => [e.field, e.message]))

/** Opens a case for the person of `personEmail` as `actor` (hr.admin@ by default). */
export async function openCase(client: any, body: Record<string, unknown> = {}, personEmail: string = DEMO_EMAILS.employee, actor: string = DEMO_EMAILS.hrAdmin) {
  const person = await personOf(personEmail)
  return client.post('/api/mobility-case').json({
    person_id: person.id, leaving_country: 'SG', visiting_country: 'JP', visa_type: 'business', arrive_date: '2027-03-01',
    visa_expiry_date: '2027-02-15', currency: 'SGD', service_fee: '1200.00', vendor_cost: '800.00', ...body,
  }).loginAs(await demoUser(actor))
}

export const move = async (client: any, id: number, status: string, actor: string = DEMO_EMAILS.hrAdmin, notes?: string) =>
  client.post(`/api/mobility-case/${id}/status`).json({ status, notes }).loginAs(await demoUser(actor))

export const comment = async (client: any, caseId: number, body: string, actor: string, parentId?: number) =>
  client.post('/api/mobility-comment').json({ case_id: caseId, body, ...(parentId ? { parent_id: parentId } : {}) }).loginAs(await demoUser(actor))

export const demoCase = async () => {
  const emma = await personOf(DEMO_EMAILS.employee)
  return db.from('mobility_cases').where('person_id', emma.id).orderBy('id').first()
}
