import { BaseSeeder } from '@adonisjs/lucid/seeders'
import db from '@adonisjs/lucid/services/db'

/**
 * A large platform for benchmarks, only when asked: `SEED_SCALE=large node ace db:seed`.
 * 200 customers of one vendor with 500 people each (100,000 people). Runs once per database.
 */
const CUSTOMERS = 200
const PER_CUSTOMER = 500
const FIRST = ['Ana', 'Ben', 'Chen', 'Dara', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jia', 'Kai', 'Lea', 'Max', 'Nia', 'Oto', 'Pia', 'Raj', 'Sia', 'Tom', 'Uma']
const LAST = ['Tan', 'Lim', 'Ng', 'Ong', 'Lee', 'Koh', 'Goh', 'Chua', 'Teo', 'Yeo', 'Ho', 'Low', 'Sim', 'Wee', 'Foo']
const STATUSES = ['regular', 'regular', 'probation', 'onboarding', 'resigned', 'separated']
const COUNTRIES = ['SG', 'MY', 'TH', 'VN', 'PH', 'ID', 'HK', 'JP']

export default class ScaleSeeder extends BaseSeeder {
  async run() {
    if (process.env.SEED_SCALE !== 'large') return
    if (await db.from('vendors').where('name', 'Scale Vendor').first()) {
      console.log('Scale data already present.')
      return
    }
    const now = new Date().toISOString()
    const [v] = await db.table('vendors').insert({ name: 'Scale Vendor', created_at: now, updated_at: now }).returning('id')
    const vendorId = Number(typeof v === 'object' ? v.id : v)
    for (let c = 0; c < CUSTOMERS; c++) {
      const [row] = await db.table('customers').insert({ vendor_id: vendorId, name: `Scale Customer ${String(c).padStart(3, '0')}`, is_active: true, created_at: now, updated_at: now }).returning('id')
      const customerId = Number(typeof row === 'object' ? row.id : row)
      const people = []
      for (let i = 0; i < PER_CUSTOMER; i++) {
        const n = c * PER_CUSTOMER + i
        const contractor = i % 10 === 9
        people.push({
          customer_id: customerId,
          name: `${FIRST[n % FIRST.length]} ${LAST[(n * 7) % LAST.length]} ${n}`,
          work_email: `person${n}@scale.test`,
          type: contractor ? 'contractor' : 'staff',
          status: contractor ? 'active' : STATUSES[n % STATUSES.length],
          engagement_type: contractor ? 'ic' : n % 4 === 0 ? 'eor' : 'internal',
          service_type: 'system',
          profile_type: contractor ? null : 'staff_only',
          country: COUNTRIES[n % COUNTRIES.length],
          job_title: 'Analyst',
          start_date: '2024-01-01',
          is_expat: false,
          is_local: true,
          created_at: now,
          updated_at: now,
        })
      }
      for (let i = 0; i < people.length; i += 250) await db.table('people').multiInsert(people.slice(i, i + 250))
      await seedPersonRecords(customerId, c, now)
    }
    console.log(`Scale data seeded: ${CUSTOMERS} customers, ${CUSTOMERS * PER_CUSTOMER} people with bank accounts and documents.`)
  }
}

const CURRENCIES: Record<string, string> = { SG: 'SGD', MY: 'MYR', TH: 'THB', VN: 'VND', PH: 'PHP', ID: 'IDR', HK: 'HKD', JP: 'JPY' }
const DOCS = [['Employment contract.pdf', 'work'], ['Passport scan.pdf', 'personal'], ['Payslip 2025-12.pdf', 'payslip']] as const

/**
 * Each person's default bank account and documents metadata (the rows only: the file keys point at
 * no stored file, which list and search benchmarks never open). Batched multi-row inserts.
 */
async function seedPersonRecords(customerId: number, c: number, now: string) {
  const rows = await db.from('people').where('customer_id', customerId).orderBy('id').select('id', 'name', 'country', 'type')
  const banks = []
  const docs = []
  for (const [i, p] of rows.entries()) {
    const n = c * PER_CUSTOMER + i
    banks.push({
      customer_id: customerId, person_id: p.id, account_holder: p.name, account_number: String(10_000_000 + n),
      bank_name: `Scale Bank ${p.country}`, bank_country: p.country, currency: CURRENCIES[p.country] ?? 'USD',
      swift_bic: 'DEUTDEFF', is_default: true, created_at: now, updated_at: now,
    })
    for (const [d, [fileName, docType]] of DOCS.entries()) {
      if (p.type === 'contractor' && docType === 'payslip') continue
      docs.push({
        customer_id: customerId, person_id: p.id, doc_type: docType, file_name: fileName, file_type: 'pdf',
        file_url: `doc/scale/${customerId}/${p.id}-${d}.pdf`, access_control: docType === 'personal' ? 'admin' : 'everyone',
        created_at: now, updated_at: now,
      })
    }
  }
  for (let i = 0; i < banks.length; i += 250) await db.table('bank_accounts').multiInsert(banks.slice(i, i + 250))
  for (let i = 0; i < docs.length; i += 250) await db.table('documents').multiInsert(docs.slice(i, i + 250))
}
