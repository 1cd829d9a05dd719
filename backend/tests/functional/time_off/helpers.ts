import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS } from '#tests/helpers'

export const personOf = async (email: string) => db.from('people').where('work_email', email).first()
export const typeId = async (name: string) => Number((await db.from('leave_types').where('name', name).first()).id)
export const year = new Date().getUTCFullYear()
/** Next year: dates free of the demo's requests, with public holidays seeded (the demo seeds this year and next). */
export const nextYear = year + 1

/** Emma (employee@) requesting leave as herself. */
export async function requestLeave(client: any, body: Record<string, unknown>, email: string = DEMO_EMAILS.employee) {
  const user = await demoUser(email)
  const person = await personOf(email)
  return client.post('/api/leave').json({ person_id: person.id, leave_type_id: await typeId('Annual leave'), session: 'full_day', ...body }).loginAs(user)
}

export async function balanceOf(client: any, email: string, leaveType = 'Annual leave', forYear = year, as: string = DEMO_EMAILS.hrAdmin) {
  const person = await personOf(email)
  const res = await client.get('/api/leave/balance').qs({ person_id: person.id, year: forYear }).loginAs(await demoUser(as))
  res.assertStatus(200)
  return res.body().items.find((i: any) => i.name === leaveType)
}

/** A next-year entitlement for Emma, so requests in that year have days to take. */
export async function grantNextYear(client: any, days = '10.0', email: string = DEMO_EMAILS.employee) {
  const person = await personOf(email)
  const res = await client.post('/api/leave-entitlement')
    .json({ person_id: person.id, leave_type_id: await typeId('Annual leave'), year: nextYear, days })
    .loginAs(await demoUser(DEMO_EMAILS.hrAdmin))
  res.assertStatus(201)
  return res.body()
}

export const status = async (client: any, id: number, to: string, email: string, notes?: string) =>
  client.post(`/api/leave/${id}/status`).json({ status: to, ...(notes ? { notes } : {}) }).loginAs(await demoUser(email))
