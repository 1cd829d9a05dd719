import db from '@adonisjs/lucid/services/db'
import { storeDemoPdf } from '../demo_documents.js'
import type { DemoIds } from './ids.js'
import { DEMO_PARTNER } from './vendor.js'

const now = () => new Date().toISOString()

async function insert(table: string, row: Record<string, unknown>): Promise<number> {
  const [r] = await db.table(table).insert({ ...row, created_at: now(), updated_at: now() }).returning('id')
  return Number(typeof r === 'object' ? r.id : r)
}

/** A real PDF in storage, as a company-data file descriptor (and its parts for company_docs rows). */
async function demoFile(name: string, title: string, owner: { customer_id?: number; vendor_id?: number }) {
  const key = `doc/demo-org-${name}.pdf`
  const descriptor = await storeDemoPdf(key, title, [`${title}.`, 'Demo document of the organisation settings.'], owner)
  return { descriptor, key, fileName: `${title}.pdf` }
}

const customerOwned = (customerId: number) => ({ owner_type: 'customer', customer_id: customerId, vendor_id: null })
const vendorOwned = (vendorId: number) => ({ owner_type: 'vendor', customer_id: null, vendor_id: vendorId })

/**
 * Demo data of the organisation area, seeded after the core demo (companies, accounts, people):
 * every demo customer and vendor has a business entity, a company document, a bank account; the
 * vendors offer services; Globex has a signed and a proposed agreement with Acme.
 */
export async function seedDemoOrganisation(ids: DemoIds) {
  const entities: Record<string, number> = {}
  const owners: [string, Record<string, unknown>, { customer_id?: number; vendor_id?: number }, string][] = [
    ['globex', customerOwned(ids.globex), { customer_id: ids.globex }, 'SG'],
    ['initech', customerOwned(ids.initech), { customer_id: ids.initech }, 'DE'],
    ['umbrella', customerOwned(ids.umbrella), { customer_id: ids.umbrella }, 'GB'],
    ['acme', vendorOwned(ids.acme), { vendor_id: ids.acme }, 'SG'],
    ['borealis', vendorOwned(ids.borealis), { vendor_id: ids.borealis }, 'NO'],
  ]
  for (const [slug, owner, fileOwner, country] of owners) {
    const title = `${slug[0].toUpperCase()}${slug.slice(1)}`
    const registration = await demoFile(`${slug}-registration`, `${title} certificate of incorporation`, fileOwner)
    entities[slug] = await insert('business_entities', {
      ...owner, name: `${title} Pte. Ltd.`, display_name: title, local_legal_name: `${title} Private Limited`,
      tax_id: `${country}-${slug.length}2019${slug.length}88`, country, address: `1 ${title} Street, ${country}`,
      incorporation_date: '2019-04-01', documents: `[${registration.descriptor}]`,
    })
    const handbook = await demoFile(`${slug}-handbook`, `${title} company handbook`, fileOwner)
    await insert('company_docs', { ...owner, file_name: handbook.fileName, file_type: 'pdf', file_url: handbook.key, description: 'Company handbook' })
    await insert('company_bank_accounts', {
      ...owner, account_holder: `${title} Pte. Ltd.`, bank: 'Demo Bank', bank_country: country, account_number: `00${slug.length}123456`,
      swift_bic: 'DEUTDEFF', currency: country === 'SG' ? 'SGD' : country === 'GB' ? 'GBP' : country === 'NO' ? 'NOK' : 'EUR', is_default: true,
    })
  }
  // The staff's terms name the entity that employs them (the people demo ran before the entities existed).
  for (const table of ['employment_infos', 'employment_records']) {
    await db.from(table).where('customer_id', ids.globex).update({ contract_entity_id: entities.globex })
  }
  for (const [vendorId, names] of [[ids.acme, ['Payroll', 'Employer of record', 'HR outsourcing']], [ids.borealis, ['Payroll', 'Visa support']]] as const) {
    for (const name of names) await insert('vendor_services', { ...vendorOwned(vendorId), name, description: `${name} services`, is_active: true })
  }
  const contract = await demoFile('globex-acme-msa', 'Globex and Acme master services agreement', { customer_id: ids.globex })
  await insert('agreements', {
    ...customerOwned(ids.globex), contract_id: 'MSA-2024-001', buying_entity_id: entities.globex, selling_entity_id: entities.acme,
    status: 'signed', start_date: '2024-01-01', end_date: '2026-12-31', documents: `[${contract.descriptor}]`, signed_at: '2024-01-02T09:00:00.000Z',
  })
  await insert('agreements', {
    ...customerOwned(ids.globex), contract_id: 'SOW-2026-007', buying_entity_id: entities.globex, selling_vendor_id: ids.acme, status: 'proposed',
  })
  await insert('agreements', {
    ...customerOwned(ids.initech), contract_id: 'MSA-2025-014', buying_entity_id: entities.initech, selling_entity_id: entities.acme, status: 'proposed',
  })
  await insert('agreements', {
    ...customerOwned(ids.umbrella), contract_id: 'MSA-2025-099', buying_entity_id: entities.umbrella, selling_entity_id: entities.borealis, status: 'signed',
  })
  // Acme buys in-country payroll from its partner (a seller must be one of the vendor's partners).
  const northwind = await db.from('vendors').where('name', DEMO_PARTNER.vendor).first()
  await insert('agreements', {
    ...vendorOwned(ids.acme), contract_id: 'PARTNER-ACME-01', buying_entity_id: entities.acme, selling_vendor_id: northwind.id, status: 'proposed',
  })
  await insert('agreements', {
    ...vendorOwned(ids.borealis), contract_id: 'PARTNER-BOR-01', buying_entity_id: entities.borealis, selling_vendor_id: ids.acme, status: 'signed',
  })
}
