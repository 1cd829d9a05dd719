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

export async function issuePayslips(trx: TransactionClientContract, report: Row, cycle: Row, userId: number): Promise<number> {
  const current = await currentRegister(trx, report.id)
  if (!current) return 0
  const data: RegisterData = current.data
  const payroll = await trx.from('payrolls').where('id', cycle.payroll_id).first()
  const customer = await trx.from('customers').where('id', report.customer_id).first()
  const entity = payroll?.payroll_entity_id ? await trx.from('business_entities').where('id', payroll.payroll_entity_id).first() : null
  const logo = await logoOf(customer?.logo)
  const people = await trx.from('people').leftJoin('users', 'users.id', 'people.user_id')
    .whereIn('people.id', data.rows.map((r) => r.person_id)).select('people.id', 'people.name', 'people.user_id', 'users.lang')
  const personOf = new Map(people.map((p) => [Number(p.id), p]))
  const payItemNames = await payItemNamesOf(trx, data)
  const payDate = day(cycle.pay_day ?? cycle.payment_date)
  const now = new Date().toISOString()
  await withdrawPayslips(trx, Number(cycle.id))
  // The files are written together once every PDF is drawn (the disk's latency overlaps); the rows
  // go in one statement per table, the payslips naming their documents by the file's unique key.
  const files: { key: string; pdf: Uint8Array }[] = []
  const uploads: Row[] = []
  const docs: Row[] = []
  const slips: Row[] = []
  for (const row of data.rows) {
    const person = personOf.get(row.person_id)
    if (!person) continue
    const { lang, labels } = payslipLabels(person.lang ?? FALLBACK_LANGUAGE)
    const pdf = await renderPayslipPdf({
      labels, company: { name: String(customer?.name ?? ''), logo }, entity: entity?.name ?? null,
      person: { name: String(person.name) }, period: data.period, pay_date: payDate, currency: data.currency, digits: data.digits,
      lines: row.items.map((line) => ({ ...line, name: payItemNames(line.key, line.name, lang) })), gross: row.gross, deductions: row.deductions, net: row.net, lang,
    })
    const key = `doc/${randomUUID()}.pdf`
    const fileName = `payslip-${data.period.start.slice(0, 7)}-${String(person.name).replace(/[^\w.-]+/g, '_')}.pdf`.slice(0, 255)
    files.push({ key, pdf })
    uploads.push({
      file_key: key, file_name: fileName, file_type: 'pdf', mime_type: 'application/pdf', size: pdf.length,
      owner_type: 'customer', customer_id: report.customer_id, vendor_id: null, user_id: userId, created_at: now,
    })
    docs.push({
      customer_id: report.customer_id, person_id: row.person_id, doc_type: 'payslip', file_name: fileName, file_type: 'pdf',
      file_url: key, access_control: 'everyone', created_at: now, updated_at: now,
    })
    slips.push({
      customer_id: report.customer_id, paycycle_id: cycle.id, report_id: report.id, person_id: row.person_id,
      currency: data.currency, net: row.net, file_key: key,
      period_start: data.period.start, period_end: data.period.end, pay_date: payDate, created_at: now, updated_at: now,
    })
  }
  if (slips.length) {
    await trx.table('uploads').multiInsert(uploads)
    await trx.table('documents').multiInsert(docs)
    const inserted = await trx.from('documents').where('customer_id', report.customer_id).whereIn('person_id', docs.map((d) => d.person_id))
      .where('doc_type', 'payslip').whereIn('file_url', files.map((f) => f.key)).select('id', 'file_url')
    const docIds = new Map(inserted.map((d) => [String(d.file_url), Number(d.id)]))
    await trx.table('payslips').multiInsert(slips.map((slip) => ({ ...slip, document_id: docIds.get(slip.file_key) })))
  }
  await Promise.all(files.map((f) => drive.use().put(f.key, f.pdf, { contentType: 'application/pdf' })))
  return data.rows.length
}
