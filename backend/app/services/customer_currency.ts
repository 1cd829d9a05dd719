import db from '@adonisjs/lucid/services/db'
import { PAYROLL_CURRENCIES } from '@hr/shared'
import { countryOrFallback } from '#services/countries'
import type { Client } from '#services/db_client'

/**
 * The customer's own currency (customers have no currency field): that of the country of its first
 * business entity, else the currency of its latest payroll, else USD. Expense totals are shown in
 * it, and a payroll may be paid in it beside the platform's payroll currencies (domain §5).
 */
export async function customerCurrency(customerId: number, client: Client = db) {
  const country = await customerCountry(customerId, client)
  const fromCountry = country ? countryOrFallback(country).currency : null
  if (fromCountry) return fromCountry
  const payroll = await client.from('payrolls').where('customer_id', customerId).orderBy('id', 'desc').first()
  return payroll?.currency ? String(payroll.currency) : 'USD'
}

/**
 * The customer's country (customers have no country field): that of its first business entity
 * with one, or null. Phone numbers typed without a dial code default to it (PhoneInput).
 */
export async function customerCountry(customerId: number | null, client: Client = db): Promise<string | null> {
  if (!customerId) return null
  const entity = await customerCountryQuery(customerId, client).first()
  return entity ? String(entity.country).toUpperCase() : null
}

/** customerCountry's read, to embed as a subquery (its value not yet upper-cased). */
export const customerCountryQuery = (customerId: number, client: Client = db) =>
  client.from('business_entities').where({ customer_id: customerId, owner_type: 'customer' }).whereNotNull('country').orderBy('id').select('country').limit(1)

/** The currencies a payroll of the customer may be paid in: the ten payroll currencies and the customer's own. */
export async function payrollCurrencies(customerId: number, client: Client = db) {
  const own = await customerCurrency(customerId, client)
  return { items: [...new Set<string>([...PAYROLL_CURRENCIES, own])], customer_currency: own }
}
