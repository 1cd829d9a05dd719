import db from '@adonisjs/lucid/services/db'
import { PAYROLL_CURRENCIES } from '@hr/shared'
import { countryOrFallback } from '#services/countries'
import type { Client } from '#services/time_off/settings'

/**
 * The customer's own currency (customers have no currency field): that of the country of its first
 * business entity, else the currency of its latest payroll, else USD. Expense totals are shown in
 * it, and a payroll may be paid in it beside the platform's payroll currencies (domain §5).
 */
export async function customerCurrency(customerId: number, client: Client = db) {
  const entity = await client.from('business_entities').where({ customer_id: customerId, owner_type: 'customer' }).whereNotNull('country').orderBy('id').first()
  const fromCountry = entity ? countryOrFallback(String(entity.country)).currency : null
  if (fromCountry) return fromCountry
  const payroll = await client.from('payrolls').where('customer_id', customerId).orderBy('id', 'desc').first()
  return payroll?.currency ? String(payroll.currency) : 'USD'
}

/** The currencies a payroll of the customer may be paid in: the ten payroll currencies and the customer's own. */
export async function payrollCurrencies(customerId: number, client: Client = db) {
  const own = await customerCurrency(customerId, client)
  return { items: [...new Set<string>([...PAYROLL_CURRENCIES, own])], customer_currency: own }
}
