import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Tenancy } from '#services/tenancy'
import { acrossTenants } from '#services/row_security'
import { readTranslations } from '@hr/shared'

type Client = TransactionClientContract | typeof db
/** `translations`: the name in other languages, for reference data (issue 43 §7); the controller picks the reader's. */
export interface ReferenceOption { id: number; name: string; translations?: unknown }
type OptionSource = (t: Tenancy, record: Record<string, unknown>, client: Client) => Promise<ReferenceOption[]>

/**
 * The vendors an agreement may name as its seller (domain §3 "Agreement"): for a customer's
 * agreement, the vendors serving that customer (its vendor and the partners its vendor shares its
 * customers with); for a vendor's, that vendor's partners (either side of a partnership).
 */
const agreementSellers: OptionSource = async (t, record, client) => {
  const q = client.from('vendors').whereNull('deleted_at').orderBy('name').select('id', 'name')
  if (record.owner_type === 'vendor') {
    const own = t.vendorId ?? -1
    q.where((w) => w
      .whereIn('id', client.from('vendor_partnerships').where('from_vendor_id', own).select('to_vendor_id'))
      .orWhereIn('id', client.from('vendor_partnerships').where('to_vendor_id', own).select('from_vendor_id')))
  } else {
    const serving = client.from('customers').where('id', t.customerId ?? -1).select('vendor_id')
    q.where((w) => w
      .whereIn('id', serving)
      .orWhereIn('id', client.from('vendor_partnerships').whereIn('from_vendor_id', serving).select('to_vendor_id')))
  }
  // Partners are other tenants: their names are read past the row security wall, nothing more.
  return (await acrossTenants(() => q)).map((r) => ({ id: Number(r.id), name: String(r.name) }))
}

/**
 * The leave types a request or an entitlement may name (issue 13): the data cloud's types the
 * customer has not switched off (company data type), of every country or of the person's own,
 * and the company's own leave types.
 */
const leaveTypes: OptionSource = async (t, record, client) => {
  const customerId = Number(record.customer_id ?? t.customerId ?? -1)
  const person = record.person_id ? await client.from('people').where('id', Number(record.person_id)).where('customer_id', customerId).select('country').first() : null
  const q = client.from('leave_types').orderBy('name').orderBy('id').select('id', 'name', 'name_translations')
  q.where((own) => own.where('customer_id', customerId).orWhere((cloud) => cloud.whereNull('customer_id')
    .whereNotIn('id', client.from('company_data_type_choices').where({ customer_id: customerId, kind: 'leave_type' }).whereIn('enabled', [false, 0]).select('item_id'))
    .where((w) => { w.whereNull('country'); if (person?.country) w.orWhere('country', String(person.country).toUpperCase()) })))
  return (await q).map((r) => ({ id: Number(r.id), name: String(r.name), translations: r.name_translations }))
}

/** The company's own business entities, for whoever claims an expense (employees may not list entities). */
const payingEntities: OptionSource = async (t, record, client) => {
  const customerId = Number(record.customer_id ?? t.customerId ?? -1)
  const rows = await client.from('business_entities').where({ owner_type: 'customer', customer_id: customerId }).orderBy('name').select('id', 'name')
  return rows.map((r) => ({ id: Number(r.id), name: String(r.name) }))
}

/** The company's paycycles still taking inputs, for a claim to be paid in (employees may not list paycycles). */
const openPaycycles: OptionSource = async (t, record, client) => {
  const customerId = Number(record.customer_id ?? t.customerId ?? -1)
  const rows = await client.from('paycycles').where('customer_id', customerId).whereIn('stage', ['not_started', 'change_data', 'calculation'])
    .orderBy('period_start').orderBy('id').select('id', 'name')
  return rows.map((r) => ({ id: Number(r.id), name: String(r.name) }))
}

/** The data cloud's pay items of the insurance premium category, for a plan's premium (issue 16). */
const insurancePremiumPayItems: OptionSource = async (_t, _record, client) => {
  const rows = await client.from('pay_items').where('category', 'insurance_premium').orderBy('name').orderBy('id').select('id', 'name', 'country', 'name_translations')
  const suffixed = (name: unknown, country: unknown) => (country ? `${name} (${country})` : String(name))
  return rows.map((r) => {
    const translated = Object.entries(readTranslations(r.name_translations)).map(([lang, name]) => [lang, suffixed(name, r.country)])
    return { id: Number(r.id), name: suffixed(r.name, r.country), translations: Object.fromEntries(translated) }
  })
}

/**
 * Named option lists of reference fields whose choices are not the referenced resource's own
 * list (FieldDef.reference.options): served to the picker and the only ids the API accepts.
 */
const SOURCES: Record<string, { resource: string; source: OptionSource }> = {
  agreement_sellers: { resource: 'agreement', source: agreementSellers },
  leave_types: { resource: 'leave', source: leaveTypes },
  paying_entities: { resource: 'expense', source: payingEntities },
  open_paycycles: { resource: 'expense', source: openPaycycles },
  insurance_premium_pay_items: { resource: 'insurance_plan', source: insurancePremiumPayItems },
}

/** The resource whose list access a caller of an option list needs (undefined: no such list). */
export const optionsResource = (name: string): string | undefined => (Object.hasOwn(SOURCES, name) ? SOURCES[name].resource : undefined)

export function referenceOptions(name: string, t: Tenancy, record: Record<string, unknown>, client: Client = db) {
  if (!Object.hasOwn(SOURCES, name)) throw new Error(`unknown reference options ${name}`)
  return SOURCES[name].source(t, record, client)
}
