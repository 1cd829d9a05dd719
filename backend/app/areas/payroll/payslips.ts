import { randomUUID } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { translate } from '#services/i18n'
import { currentRegister, type RegisterData } from './register.js'
import { renderPayslipPdf } from './payslip_pdf.js'
import { FALLBACK_LANGUAGE, translatedText } from '@hr/shared'
import { pdfLanguage } from '#services/pdf_language'
import { fontDir } from '#services/pdf_fonts'
import { retireFiles } from '#services/file_readers'

/**
 * Payslips of an approved register (issue 14): one PDF per person, in the person's language,
 * stored through Drive as a document of type payslip the person may read; reissuing a cycle's
 * payslips replaces them (one per person per cycle).
 */
type Row = Record<string, any>
const LABELS = ['title', 'company', 'entity', 'employee', 'period', 'pay_date', 'item', 'amount', 'earnings', 'deductions', 'gross', 'total_deductions', 'net', 'currency', 'page', 'reference_only']
const labelsCache = new Map<string, { lang: string; labels: Record<string, string> }>()

/** The payslip's labels in the employee's language, or in English where this machine lacks its fonts (pdfLanguage). */
export function payslipLabels(lang: string): { lang: string; labels: Record<string, string> } {
  const key = `${fontDir()}\0${lang}`
  if (!labelsCache.has(key)) {
    const used = pdfLanguage(lang, LABELS.map((k) => `payslip.${k}`))
    labelsCache.set(key, { lang: used, labels: Object.fromEntries(LABELS.map((k) => [k, translate(used, `payslip.${k}`)])) })
  }
  return labelsCache.get(key)!
}

const day = (v: unknown) => (v == null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10))

async function logoOf(key: string | null | undefined) {
  if (!key) return null
  const type = key.toLowerCase().endsWith('.png') ? 'png' : /\.jpe?g$/i.test(key) ? 'jpg' : null
  if (!type) return null
  try { return { bytes: new Uint8Array(await drive.use().getBytes(key)), type: type as 'png' | 'jpg' } } catch { return null }
}

/**
 * A cycle's payslips and their documents removed: before they are issued again, and when the cycle
 * moves back before approval (issue 42: a withdrawn approval leaves no payslip issued and visible).
 */
export async function withdrawPayslips(trx: TransactionClientContract, cycleId: number) {
  const old = await trx.from('payslips').where('paycycle_id', cycleId).select('document_id', 'file_key')
  // A withdrawn or re-issued payslip's file is no longer anyone's to read (file_readers.ts).
  await retireFiles(trx, old.map((o) => o.file_key))
  await trx.from('payslips').where('paycycle_id', cycleId).delete()
  const oldDocs = old.map((o) => o.document_id).filter((d) => d != null)
  if (oldDocs.length) await trx.from('documents').whereIn('id', oldDocs).delete()
}

/**
 * Pay item lines named in the payslip's language (issue 43 §7): a line keyed by its pay item reads
 * that item's translation, English where none is stored; a line named otherwise (renamed in the
 * register, or not a pay item) keeps its own name.
 */
async function payItemNamesOf(trx: TransactionClientContract, data: RegisterData) {
  const ids = [...new Set(data.rows.flatMap((r) => r.items.map((l) => l.key)).filter((k) => /^\d{1,9}$/.test(k)).map(Number))]
  const items = ids.length ? await trx.from('pay_items').whereIn('id', ids).select('id', 'name', 'name_translations') : []
  const byKey = new Map(items.map((i) => [String(i.id), i]))
  return (key: string, name: string, lang: string) => {
    const item = byKey.get(key)
    return item && item.name === name ? translatedText(name, item.name_translations, lang) : name
  }
}

type Client = Pick<TransactionClientContract, 'from' | 'table'>

/** What every payslip of a cycle's approved register is drawn from, read once per run (or per worker for a queued run). */
export interface PayslipContext {
  customerId: number
  cycleId: number
  reportId: number
  userId: number | null
  data: RegisterData
  rows: RegisterData['rows']
  personOf: Map<number, Row>
  companyName: string
  entityName: string | null
  logo: Awaited<ReturnType<typeof logoOf>>
  payDate: string | null
  payItemNames: Awaited<ReturnType<typeof payItemNamesOf>>
}

export async function payslipContext(trx: TransactionClientContract, report: Row, cycle: Row, userId: number | null): Promise<PayslipContext | null> {
  const current = await currentRegister(trx, report.id)
  if (!current) return null
  const data: RegisterData = current.data
  const payroll = await trx.from('payrolls').where('id', cycle.payroll_id).first()
  const customer = await trx.from('customers').where('id', report.customer_id).first()
  const entity = payroll?.payroll_entity_id ? await trx.from('business_entities').where('id', payroll.payroll_entity_id).first() : null
  const people = await trx.from('people').leftJoin('users', 'users.id', 'people.user_id')
    .whereIn('people.id', data.rows.map((r) => r.person_id)).select('people.id', 'people.name', 'people.user_id', 'users.lang')
  const personOf = new Map(people.map((p) => [Number(p.id), p]))
  return {
    customerId: Number(report.customer_id), cycleId: Number(cycle.id), reportId: Number(report.id), userId, data,
    // A person gone from the company since the register was drawn gets no payslip.
    rows: data.rows.filter((r) => personOf.has(r.person_id)),
    personOf, companyName: String(customer?.name ?? ''), entityName: entity?.name ?? null, logo: await logoOf(customer?.logo),
    payDate: day(cycle.pay_day ?? cycle.payment_date), payItemNames: await payItemNamesOf(trx, data),
  }
}

export interface DrawnPayslips { files: { key: string; pdf: Uint8Array }[]; uploads: Row[]; docs: Row[]; slips: Row[] }

/**
 * The PDFs and rows of some register rows' payslips. `keyOf` names each file: a queued run names
 * them after the run and the person, so a run done again writes the same files, never a second set.
 */
export async function drawPayslips(ctx: PayslipContext, rows: RegisterData['rows'], keyOf: (personId: number) => string = () => `doc/${randomUUID()}.pdf`): Promise<DrawnPayslips> {
  const { data } = ctx
  const now = new Date().toISOString()
  const drawn: DrawnPayslips = { files: [], uploads: [], docs: [], slips: [] }
  for (const row of rows) {
    const person = ctx.personOf.get(row.person_id)
    if (!person) continue
    const { lang, labels } = payslipLabels(person.lang ?? FALLBACK_LANGUAGE)
    const pdf = await renderPayslipPdf({
      labels, company: { name: ctx.companyName, logo: ctx.logo }, entity: ctx.entityName,
      person: { name: String(person.name) }, period: data.period, pay_date: ctx.payDate, currency: data.currency, digits: data.digits,
      lines: row.items.map((line) => ({ ...line, name: ctx.payItemNames(line.key, line.name, lang) })), gross: row.gross, deductions: row.deductions, net: row.net, lang,
    })
    const key = keyOf(row.person_id)
    const fileName = `payslip-${data.period.start.slice(0, 7)}-${String(person.name).replace(/[^\w.-]+/g, '_')}.pdf`.slice(0, 255)
    drawn.files.push({ key, pdf })
    drawn.uploads.push({
      file_key: key, file_name: fileName, file_type: 'pdf', mime_type: 'application/pdf', size: pdf.length,
      owner_type: 'customer', customer_id: ctx.customerId, vendor_id: null, user_id: ctx.userId, created_at: now,
    })
    drawn.docs.push({
      customer_id: ctx.customerId, person_id: row.person_id, doc_type: 'payslip', file_name: fileName, file_type: 'pdf',
      file_url: key, access_control: 'everyone', created_at: now, updated_at: now,
    })
    drawn.slips.push({
      customer_id: ctx.customerId, paycycle_id: ctx.cycleId, report_id: ctx.reportId, person_id: row.person_id,
      currency: data.currency, net: row.net, file_key: key,
      period_start: data.period.start, period_end: data.period.end, pay_date: ctx.payDate, created_at: now, updated_at: now,
    })
  }
  return drawn
}

/** The drawn payslips' rows, one statement per table, the payslips naming their documents by the file's unique key. */
export async function storePayslips(trx: Client, ctx: PayslipContext, drawn: DrawnPayslips) {
  if (!drawn.slips.length) return
  await trx.table('uploads').multiInsert(drawn.uploads)
  await trx.table('documents').multiInsert(drawn.docs)
  const inserted = await trx.from('documents').where('customer_id', ctx.customerId).whereIn('person_id', drawn.docs.map((d) => d.person_id))
    .where('doc_type', 'payslip').whereIn('file_url', drawn.files.map((f) => f.key)).select('id', 'file_url')
  const docIds = new Map(inserted.map((d) => [String(d.file_url), Number(d.id)]))
  await trx.table('payslips').multiInsert(drawn.slips.map((slip) => ({ ...slip, document_id: docIds.get(slip.file_key) })))
}

export const putFiles = (drawn: DrawnPayslips) => Promise.all(drawn.files.map((f) => drive.use().put(f.key, f.pdf, { contentType: 'application/pdf' })))

/**
 * Every payslip of the register at once, in the caller's transaction: the demo's past cycles
 * (areas/payroll/demo.ts). An approval issues them through the queue (payslip_jobs.ts).
 */
export async function issuePayslips(trx: TransactionClientContract, report: Row, cycle: Row, userId: number): Promise<number> {
  const ctx = await payslipContext(trx, report, cycle, userId)
  if (!ctx) return 0
  await withdrawPayslips(trx, Number(cycle.id))
  const drawn = await drawPayslips(ctx, ctx.rows)
  await storePayslips(trx, ctx, drawn)
  await putFiles(drawn)
  return ctx.data.rows.length
}
