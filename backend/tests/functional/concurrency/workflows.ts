import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS } from '#tests/helpers'

/**
 * The workflow resources the concurrency suite races (issue 42 item 4), as the security matrices
 * take the catalogue: one declaration each, and races.spec.ts generates the same cases for every
 * one. A declaration names a committed row to make, the generic edit that races the move, and the
 * move (a status machine's step through its own route). Leave is time off's own (its ledger races
 * are time_off/concurrency.spec.ts); a declaration for it joins this list like the others.
 */
export interface WorkflowRace {
  resource: string
  /** A committed row in the state the move starts from; its id. */
  make(client: any): Promise<number>
  /** The generic update that races the move: one field, the value it sets (from the row as made). */
  edit: { as: string; field: string; value: string | ((row: Record<string, any>) => string) }
  /** The move: its route's body and who makes it; `to` is the status field's value after it. */
  move: { as: string; path: (id: number) => string; body: Record<string, unknown>; statusField: string; to: string }
  /**
   * What an edit landing after the move may do: 'refused' (the moved row is locked: the edit is
   * answered 4xx), 'reopens' (an edited term sends the row back to this status: it needs the move
   * again), or 'kept' (the field stays editable in the moved state).
   */
  after: 'refused' | 'kept' | { reopens: string }
  /** How a repeated move is refused (default: 422 naming the status machine's transition rule). */
  refusal?: { status: number; rule?: string }
  /** Whether the row may still be deleted once moved (default: no, a moved row is a record to keep). */
  deletableAfterMove?: boolean
  /** Why the move's effects disagree with the final row (null when they agree): a ledger entry, a notice. */
  effects?(id: number, final: Record<string, unknown>): Promise<string | null>
  /** Removes what `make` and the races wrote (rows, audit entries and notifications go by id mark). */
  remove(id: number): Promise<void>
  /** Before and after a test's rows (a balance to take leave from). */
  setup?(client: any): Promise<void>
  teardown?(): Promise<void>
}

/** The notice a move sent about the row, its params as stored. */
async function noticeOf(kind: string, key: string, value: unknown) {
  const rows = await db.from('notifications').where('kind', kind).orderBy('id', 'desc').limit(50)
  return rows.map((r) => JSON.parse(r.params ?? '{}')).find((p) => String(p[key]) === String(value)) ?? null
}

const personOf = async (email: string) => db.from('people').where('work_email', email).first()
const thisMonth = (day: number) => `${new Date().toISOString().slice(0, 7)}-${String(day).padStart(2, '0')}`
let serial = 0
const unique = (prefix: string) => `${prefix} ${process.pid}-${Date.now()}-${++serial}`

async function created(res: any) {
  if (res.status() !== 201) throw new Error(`setup: ${res.status()} ${JSON.stringify(res.body())}`)
  return Number(res.body().id)
}

async function moved(res: any) {
  if (res.status() !== 200) throw new Error(`setup: ${res.status()} ${JSON.stringify(res.body())}`)
}

export const WORKFLOW_RACES: WorkflowRace[] = [
  {
    resource: 'expense',
    async make(client) {
      const emma = await personOf(DEMO_EMAILS.employee)
      const item = await db.from('allowance_items').where('name', 'Local transport').first()
      return created(await client.post('/api/expense').json({
        person_id: emma.id, name: unique('Race'), allowance_item_id: item.id, amount: '10.00', currency: 'SGD', transaction_date: thisMonth(3), payment_type: 'cash',
      }).loginAs(await demoUser(DEMO_EMAILS.employee)))
    },
    edit: { as: DEMO_EMAILS.employee, field: 'amount', value: '20.00' },
    move: { as: DEMO_EMAILS.manager, path: (id) => `/api/expense/${id}/status`, body: { status: 'approved' }, statusField: 'status', to: 'approved' },
    after: 'refused',
    // The person is told the amount that was approved: the stored one.
    async effects(_id, final) {
      const notice = await noticeOf('expense_approved', 'name', final.name)
      return notice && String(notice.amount) !== String(final.amount) ? `told ${notice.amount}, stored ${final.amount}` : null
    },
    async remove(id) { await db.from('expenses').where('id', id).delete() },
  },
  {
    resource: 'mobility_case',
    async make(client) {
      const emma = await personOf(DEMO_EMAILS.employee)
      return created(await client.post('/api/mobility-case').json({
        person_id: emma.id, leaving_country: 'SG', visiting_country: 'JP', visa_type: 'business', arrive_date: '2027-03-01',
        visa_expiry_date: '2027-02-15', currency: 'SGD', service_fee: '1200.00', vendor_cost: '800.00',
      }).loginAs(await demoUser(DEMO_EMAILS.hrAdmin)))
    },
    edit: { as: DEMO_EMAILS.hrAdmin, field: 'service_fee', value: '1500.00' },
    move: { as: DEMO_EMAILS.hrAdmin, path: (id) => `/api/mobility-case/${id}/status`, body: { status: 'canceled' }, statusField: 'status', to: 'canceled' },
    after: 'refused',
    async remove(id) {
      await db.from('mobility_case_events').where('case_id', id).delete()
      await db.from('mobility_cases').where('id', id).delete()
    },
  },
  {
    resource: 'contractor_contract',
    async make(client) {
      const hr = await demoUser(DEMO_EMAILS.hrAdmin)
      const carlos = await personOf(DEMO_EMAILS.contractor)
      const id = await created(await client.post('/api/contractor-contract').json({
        title: unique('Race'), contract_type: 'fixed_fee', start_date: '2027-01-01', end_date: '2027-06-30', frequency: 'monthly',
        currency: 'USD', rate: '6500.50', scope_of_work: 'Build the mobile app.', person_id: carlos.id,
      }).loginAs(hr))
      await moved(await client.post(`/api/contractor-contract/${id}/status`).json({ status: 'proposed' }).loginAs(hr))
      return id
    },
    edit: { as: DEMO_EMAILS.hrAdmin, field: 'rate', value: '7000.00' },
    move: { as: DEMO_EMAILS.hrAdmin, path: (id) => `/api/contractor-contract/${id}/status`, body: { status: 'signed' }, statusField: 'status', to: 'signed' },
    after: { reopens: 'proposed' },
    async remove(id) { await db.from('contractor_contracts').where('id', id).delete() },
  },
  {
    resource: 'agreement',
    async make(client) {
      const globex = await db.from('business_entities').where('display_name', 'Globex').first()
      const northwind = await db.from('vendors').where('name', 'Northwind Payroll Partners').first()
      return created(await client.post('/api/agreement').json({ contract_id: unique('RACE'), buying_entity_id: globex.id, selling_vendor_id: northwind.id })
        .loginAs(await demoUser(DEMO_EMAILS.hrAdmin)))
    },
    edit: { as: DEMO_EMAILS.hrAdmin, field: 'start_date', value: '2027-01-01' },
    move: { as: DEMO_EMAILS.hrAdmin, path: (id) => `/api/agreement/${id}/status`, body: { status: 'signed' }, statusField: 'status', to: 'signed' },
    after: 'refused',
    async remove(id) { await db.from('agreements').where('id', id).delete() },
  },
  {
    resource: 'paycycle',
    async make(client) {
      const hr = await demoUser(DEMO_EMAILS.hrAdmin)
      const payroll = await created(await client.post('/api/payroll').json({ name: unique('Race payroll'), iso_code: 'SG', frequency: 'monthly', currency: 'SGD', pay_day_of_month: 25 }).loginAs(hr))
      await moved(await client.post(`/api/payroll/${payroll}/paycycles`).json({ year: 2027 }).loginAs(hr))
      return Number((await db.from('paycycles').where('payroll_id', payroll).orderBy('period_start').first()).id)
    },
    edit: { as: DEMO_EMAILS.hrAdmin, field: 'notes', value: 'Edited while moving' },
    move: { as: DEMO_EMAILS.hrAdmin, path: (id) => `/api/paycycle/${id}/stage`, body: { to: 'change_data' }, statusField: 'stage', to: 'change_data' },
    after: 'kept',
    async remove(id) {
      const cycle = await db.from('paycycles').where('id', id).first()
      if (cycle) await db.from('payrolls').where('id', cycle.payroll_id).delete()
    },
  },
  {
    resource: 'expense_report',
    async make(client) {
      return created(await client.post('/api/expense-report').json({ name: unique('Race report'), period_start: thisMonth(1), period_end: thisMonth(28), currency: 'SGD' })
        .loginAs(await demoUser(DEMO_EMAILS.hrAdmin)))
    },
    edit: { as: DEMO_EMAILS.hrAdmin, field: 'name', value: 'Race report, renamed' },
    move: { as: DEMO_EMAILS.hrAdmin, path: (id) => `/api/expense-report/${id}/action`, body: { action: 'cancel' }, statusField: 'status', to: 'canceled' },
    after: 'refused',
    async remove(id) {
      await db.from('expenses').where('expense_report_id', id).update({ expense_report_id: null })
      await db.from('expense_reports').where('id', id).delete()
    },
  },
  {
    // A data manager's change to a person's pay item waits for a payroll user's approval (issue 14).
    resource: 'person_pay_item',
    async setup(client) {
      const emma = await personOf(DEMO_EMAILS.employee)
      const marcus = await personOf(DEMO_EMAILS.manager)
      const res = await client.post('/api/data-manager').json({ person_id: emma.id, manager_person_id: marcus.id }).loginAs(await demoUser(DEMO_EMAILS.hrAdmin))
      dataManagerId = await created(res)
    },
    async teardown() {
      if (dataManagerId) await db.from('person_data_managers').where('id', dataManagerId).delete()
      dataManagerId = null
    },
    async make(client) {
      const emma = await personOf(DEMO_EMAILS.employee)
      const item = await db.from('pay_items').where('name', 'Transport allowance').first()
      // One effective date each (the same data twice on one date is refused).
      const date = new Date(Date.UTC(2030, 0, 1 + (payItemSerial++ % 3000))).toISOString().slice(0, 10)
      return created(await client.post('/api/person-pay-item').json({
        person_id: emma.id, pay_item_id: item.id, category: 'allowance', frequency: 'monthly', gross_type: 'gross',
        pay_option: 'non_deductible', currency: 'SGD', value: '250.00', effective_date: date,
      }).loginAs(await demoUser(DEMO_EMAILS.manager)))
    },
    edit: { as: DEMO_EMAILS.manager, field: 'value', value: '260.00' },
    move: { as: DEMO_EMAILS.hrAdmin, path: (id) => `/api/person-pay-item/${id}/approval`, body: { status: 'approved' }, statusField: 'approval_status', to: 'approved' },
    // The data manager's edit after the approval asks for approval again.
    after: { reopens: 'pending' },
    refusal: { status: 409 },
    deletableAfterMove: true,
    async remove(id) { await db.from('person_pay_items').where('id', id).delete() },
  },
]
let dataManagerId: number | null = null
let payItemSerial = 0

/**
 * Leave (time off's own workflow, helper `ledger` of issue 42): an edit of the dates racing the
 * approval; the ledger's taken entries (one per leave year and side of a carried-days expiry)
 * must add up to the final row's days.
 */
const nextYear = new Date().getUTCFullYear() + 1
let leaveSerial = 0
let entitlementId: number | null = null
const annualLeave = async () => Number((await db.from('leave_types').where('name', 'Annual leave').first()).id)
export const LEAVE_RACE: WorkflowRace = {
  resource: 'leave',
  async setup(client) {
    const emma = await personOf(DEMO_EMAILS.employee)
    const res = await client.post('/api/leave-entitlement').json({ person_id: emma.id, leave_type_id: await annualLeave(), year: nextYear, days: '200.0' })
      .loginAs(await demoUser(DEMO_EMAILS.hrAdmin))
    entitlementId = await created(res)
  },
  async teardown() {
    const emma = await personOf(DEMO_EMAILS.employee)
    await db.from('leave_ledger_entries').where({ person_id: emma.id, year: nextYear }).delete()
    if (entitlementId) await db.from('leave_entitlements').where('id', entitlementId).delete()
    entitlementId = null
  },
  async make(client) {
    const emma = await personOf(DEMO_EMAILS.employee)
    // A Monday to Wednesday of its own each time (weeks from March on), edited to the Friday.
    const monday = new Date(Date.UTC(nextYear, 2, 1))
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7) + 7 * (leaveSerial++ % 40))
    const day = (d: number) => new Date(monday.getTime() + d * 86_400_000).toISOString().slice(0, 10)
    return created(await client.post('/api/leave').json({ person_id: emma.id, leave_type_id: await annualLeave(), session: 'full_day', start_date: day(0), end_date: day(2) })
      .loginAs(await demoUser(DEMO_EMAILS.employee)))
  },
  edit: {
    as: DEMO_EMAILS.employee, field: 'end_date',
    value: (row) => new Date(Date.parse(`${row.start_date}T00:00:00Z`) + 4 * 86_400_000).toISOString().slice(0, 10),
  },
  move: { as: DEMO_EMAILS.manager, path: (id) => `/api/leave/${id}/status`, body: { status: 'approved' }, statusField: 'status', to: 'approved' },
  after: 'refused',
  async effects(id, final) {
    const taken = await db.from('leave_ledger_entries').where({ leave_id: id, kind: 'taken' })
    const days = Math.round(Number(final.total_days) * 10)
    const charged = -taken.reduce((t, e) => t + Number(e.days), 0)
    return taken.length > 0 && charged === days ? null : `ledger ${taken.map((t) => t.days).join(',')} for ${final.total_days} days`
  },
  async remove(id) {
    await db.from('leave_ledger_entries').where('leave_id', id).delete()
    await db.from('leaves').where('id', id).delete()
  },
}

WORKFLOW_RACES.push(LEAVE_RACE)

/** "Generate" calls that make rows a period or a number identifies: N in parallel must make each once. */
export interface GenerateRace {
  name: string
  /** A committed owner to generate under; its id. */
  make(client: any): Promise<number>
  call(client: any, owner: number): Promise<any>
  /** The generated rows' identities (each must appear once) and how many one call makes. */
  made(owner: number): Promise<string[]>
  expected: number
  remove(owner: number): Promise<void>
}

export const GENERATE_RACES: GenerateRace[] = [
  {
    name: "a year's regular paycycles",
    async make(client) {
      return created(await client.post('/api/payroll').json({ name: unique('Race payroll'), iso_code: 'SG', frequency: 'monthly', currency: 'SGD', pay_day_of_month: 25 })
        .loginAs(await demoUser(DEMO_EMAILS.hrAdmin)))
    },
    async call(client, owner) { return client.post(`/api/payroll/${owner}/paycycles`).json({ year: 2027 }).loginAs(await demoUser(DEMO_EMAILS.hrAdmin)) },
    async made(owner) {
      return (await db.from('paycycles').where({ payroll_id: owner, kind: 'regular' }).select('period_start')).map((r) => String(r.period_start instanceof Date ? r.period_start.toISOString() : r.period_start).slice(0, 10))
    },
    expected: 12,
    async remove(owner) { await db.from('payrolls').where('id', owner).delete() },
  },
]

/**
 * Limits that parallel creates must not slip past: `count` creates sent at once, together past
 * the limit; afterwards the rows show the limit passed exactly as if they had been sent in turn
 * (a limit flags, it does not refuse: domain §4 expenses).
 */
export interface LimitRace {
  name: string
  count: number
  create(client: any, i: number): Promise<any>
  /** How many of the created rows the limit marks, now. */
  marked(ids: number[]): Promise<number>
  expectedMarked: number
  remove(ids: number[]): Promise<void>
}

export const LIMIT_RACES: LimitRace[] = [
  {
    // Mobile phone: SGD 80.00 a month; ten claims of SGD 10.00 make SGD 100.00: every undecided
    // claim of that month shows the month over its limit.
    name: "an allowance item's monthly limit",
    count: 10,
    async create(client, i) {
      const emma = await personOf(DEMO_EMAILS.employee)
      const item = await db.from('allowance_items').where('name', 'Mobile phone').first()
      return client.post('/api/expense').json({
        person_id: emma.id, name: `Race ${i}`, allowance_item_id: item.id, amount: '10.00', currency: 'SGD', transaction_date: thisMonth(2 + (i % 20)), payment_type: 'cash',
      }).loginAs(await demoUser(DEMO_EMAILS.employee))
    },
    async marked(ids) { return (await db.from('expenses').whereIn('id', ids).where('over_limit', true)).length },
    expectedMarked: 10,
    async remove(ids) { await db.from('expenses').whereIn('id', ids).delete() },
  },
]
