import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import { DEMO_PASSWORD } from '@hr/shared'
import type { DemoIds } from './ids.js'

export const DEMO_PARTNER = { vendor: 'Northwind Payroll Partners', admin: 'partner.admin@demo.test' }

/**
 * Demo data of the vendor area: Acme's partner vendor (created and managed by Acme, so Acme's
 * customers are shared with it) with its own admin and price list, and Acme's vendor settings.
 */
export async function seedDemoVendor(ids: DemoIds) {
  const now = new Date().toISOString()
  const id = (r: any) => Number(typeof r === 'object' ? r.id : r)
  const [partner] = await db.table('vendors').insert({
    name: DEMO_PARTNER.vendor, domain: 'northwind-payroll.test', created_at: now, updated_at: now,
  }).returning('id')
  const northwind = id(partner)
  await db.table('vendor_partnerships').insert({ from_vendor_id: ids.acme, to_vendor_id: northwind, managed: true, created_at: now, updated_at: now })
  await db.table('users').insert({
    email: DEMO_PARTNER.admin, name: 'Nora Partneradmin', role: 'vendor', vendor_id: northwind, access_vendor_portal: true,
    password: await hash.make(DEMO_PASSWORD), lang: 'en', is_active: true, agree_privacy_time: now, created_at: now, updated_at: now,
  })
  await db.table('pricebooks').insert({
    vendor_id: northwind, name: 'Northwind in-country payroll', currency: 'EUR', fee_type: 'fix_fee', fix_fee: 25000,
    vat_model: 'none', created_at: now, updated_at: now,
  })
  await db.table('vendor_settings').insert({
    vendor_id: ids.acme, countries: JSON.stringify(['SG', 'MY', 'DE']), sso_enabled: false,
    created_at: now, updated_at: now,
  })
}
