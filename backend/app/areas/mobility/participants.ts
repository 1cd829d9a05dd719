import { displayDate } from '@hr/shared'
import { notifyUser, userOfPerson } from '#services/notifications'
import type { Client } from '#services/db_client'

type Row = Record<string, any>

/**
 * The people taking part in a case (issue 16): the person, whoever opened the case, and everyone
 * who has commented on it. Each is told of a new comment or a move, except the one who made it.
 */
export async function caseParticipants(client: Client, kase: Row): Promise<number[]> {
  const ids = new Set<number>()
  const person = await userOfPerson(client, Number(kase.person_id))
  if (person) ids.add(person)
  if (kase.created_by) ids.add(Number(kase.created_by))
  const authors = await client.from('mobility_comments').where('case_id', Number(kase.id)).whereNotNull('created_by').distinct('created_by')
  for (const a of authors) ids.add(Number(a.created_by))
  return [...ids]
}

/** The words a notice about a case carries (never its fees: the person reads these too). */
async function caseParams(client: Client, kase: Row) {
  const person = await client.from('people').where('id', Number(kase.person_id)).select('name').first()
  return {
    person: person?.name ?? '', visa_type: kase.visa_type, country: kase.visiting_country,
    arrive: kase.arrive_date ? displayDate(String(kase.arrive_date).slice(0, 10)) : '',
  }
}

/** Tells the case's participants, except `actorId`, about it (kind: notifications.<kind>). */
export async function notifyParticipants(client: Client, kase: Row, actorId: number, kind: string, extra: Record<string, unknown>) {
  const params = { ...(await caseParams(client, kase)), ...extra }
  // The person follows their case in their own info; everyone else on the case's page.
  const personUser = await userOfPerson(client, Number(kase.person_id))
  for (const userId of await caseParticipants(client, kase)) {
    if (userId === actorId) continue
    const link = userId === personUser ? '/my-info?tab=mobility' : `/global-mobility/${kase.id}`
    await notifyUser(client, userId, { kind, params, link, customerId: Number(kase.customer_id) })
  }
}
