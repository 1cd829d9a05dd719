import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { ApiError, type FieldError } from '#exceptions/api_error'
import { recordEvent } from '#services/audit'
import { signedFileUrl } from '#services/file_urls'
import { requestLang, translate } from '#services/i18n'
import { toMinor } from '#services/money'
import { assertEditable, readableReport } from '#areas/payroll/report_access'
import { applyEdits, currentRegister, presentRegister, registerKeys, saveVersion, type RegisterData, type RegisterEdit } from '#areas/payroll/register'
import { readRegisterWorkbook, registerWorkbook, REGISTER_LABEL_KEYS } from '#areas/payroll/register_excel'

const EXCEL_MAX_BYTES = 10 * 1024 * 1024
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * A payroll report's register beside the catalogue's CRUD and its workflow (the kernel's
 * POST /api/payroll-report/:id/action, effects in report_workflow.ts): the sheet's edits and the
 * Excel round trip. Every edit writes a new register version.
 */
export default class PayrollReportController {

  /** PUT /api/payroll-report/:id/register { rows: [{ person_id, items: [{ key, amount }] }] } */
  async register(ctx: HttpContext) {
    const lang = requestLang(ctx)
    const { report, current } = await editable(ctx, lang)
    const edits = parseEdits(lang, ctx.request.input('rows'), current.data)
    return saveEdits(ctx, lang, report, current, edits, 'sheet')
  }

  /**
   * PUT /api/payroll-report/:id/change-report { items: [{ kind, person_id, date, detail }] }: the
   * creator's manual edits of a generated change report, which then needs confirming again;
   * "update_change_report" regenerates it and resets them.
   */
  async changeReport(ctx: HttpContext) {
    const lang = requestLang(ctx)
    const report = await readableReport(ctx.tenancy, lang, ctx.params.id)
    if (Number(report.created_by) !== ctx.tenancy.user.id) throw ApiError.forbidden('payroll_creator_only')
    if (report.locked === true || report.locked === 1) throw ApiError.conflict('payroll_report_locked')
    // (The generated report is a hidden column: read from the table, not the serialised row.)
    const stored = await db.from('payroll_reports').where('id', Number(report.id)).select('change_report').first()
    if (!stored?.change_report) throw ApiError.conflict('change_report_not_ready')
    const people = new Set((await db.from('payroll_members').join('paycycles', 'paycycles.payroll_id', 'payroll_members.payroll_id')
      .where('paycycles.id', Number(report.paycycle_id)).select('payroll_members.person_id')).map((r) => Number(r.person_id)))
    const items = parseChangeItems(lang, ctx.request.input('items'), people)
    const names = new Map((await db.from('people').whereIn('id', [...new Set(items.map((i) => i.person_id))]).select('id', 'name')).map((p) => [Number(p.id), String(p.name)]))
    const previous = JSON.parse(stored.change_report)
    const data = { ...previous, edited_at: new Date().toISOString(), items: items.map((i) => ({ ...i, person_name: names.get(i.person_id) ?? '' })) }
    await db.transaction(async (trx) => {
      await trx.from('payroll_reports').where('id', Number(report.id)).update({ change_report: JSON.stringify(data), change_report_confirmed_at: null, updated_at: new Date().toISOString() })
      await recordEvent(trx, { customerId: Number(report.customer_id), userId: ctx.tenancy.user.id, entityName: 'payroll_report', entityId: Number(report.id), action: 'edit_change_report', actionInfo: JSON.stringify({ items: items.length }) })
    })
    return { ready: true, confirmed_at: null, ...data, message: translate(lang, 'messages.change_report_saved') }
  }

  /** GET /api/payroll-report/get/excel-data/:id?lang= → { payroll_doc_signed_url, excel_data } */
  async excelData(ctx: HttpContext) {
    const lang = requestLang(ctx)
    const report = await readableReport(ctx.tenancy, lang, ctx.params.id)
    const current = await currentRegister(db, report.id)
    if (!current) throw ApiError.conflict('payroll_register_missing')
    const sheetLang = typeof ctx.request.qs().lang === 'string' ? ctx.request.qs().lang : lang
    const labels = Object.fromEntries(REGISTER_LABEL_KEYS.map((k) => [k, translate(sheetLang, `payroll_excel.${k}`)]))
    const bytes = await registerWorkbook({ ...current.data, report_id: Number(report.id), version: current.version }, labels)
    const key = `doc/${randomUUID()}.xlsx`
    const fileName = `${String(report.name).replace(/[^\w.-]+/g, '_')}-v${current.version}.xlsx`.slice(0, 255)
    const user = ctx.tenancy.user
    await db.transaction(async (trx) => {
      await trx.table('uploads').insert({
        file_key: key, file_name: fileName, file_type: 'xlsx', mime_type: XLSX, size: bytes.length,
        owner_type: 'customer', customer_id: report.customer_id, vendor_id: null, user_id: user.id, created_at: new Date().toISOString(),
        holder_resource: 'payroll_report', holder_id: Number(report.id),
      })
      await recordEvent(trx, { customerId: Number(report.customer_id), userId: user.id, entityName: 'payroll_report', entityId: Number(report.id), action: 'export_excel', actionInfo: JSON.stringify({ version: current.version }) })
      await drive.use().put(key, bytes, { contentType: XLSX })
    })
    return {
      payroll_doc_signed_url: await signedFileUrl(key, { mime: XLSX, fileName, download: true }),
      excel_data: { report_id: Number(report.id), version: current.version, ...presentRegister(current.data) },
    }
  }

  /** POST /api/payroll-report/upload/excel/:id (multipart `file`): all rows valid, or nothing changes. */
  async uploadExcel(ctx: HttpContext) {
    const lang = requestLang(ctx)
    const { report, current } = await editable(ctx, lang)
    const file = ctx.request.file('file')
    if (!file || !file.tmpPath) throw ApiError.unprocessable('select_file', [{ field: 'file', rule: 'required', message: translate(lang, 'messages.select_file') }])
    if (file.size > EXCEL_MAX_BYTES) throw ApiError.unprocessable('upload_too_large', [{ field: 'file', rule: 'size', message: translate(lang, 'messages.upload_too_large') }])
    const result = await readRegisterWorkbook(await readFile(file.tmpPath), { ...current.data, report_id: Number(report.id), version: current.version })
    if ('errors' in result) {
      const errors: FieldError[] = result.errors.map((e) => ({
        // A problem of the whole workbook (unreadable, not a register, another report's or version) has no row.
        field: e.column || 'file', rule: 'excel', ...(e.row ? { row: e.row } : {}), message: translate(lang, `messages.${e.message}`, { row: e.row, column: e.column, ...e.params }),
      }))
      throw ApiError.unprocessable('excel_import_failed', errors)
    }
    return saveEdits(ctx, lang, report, current, result.rows, 'excel')
  }
}

async function editable(ctx: HttpContext, lang: string) {
  const report = await readableReport(ctx.tenancy, lang, ctx.params.id)
  const cycle = await db.from('paycycles').where('id', report.paycycle_id).firstOrFail()
  assertEditable(ctx.tenancy, report, cycle)
  const current = await currentRegister(db, report.id)
  if (!current) throw ApiError.conflict('payroll_register_missing')
  return { report, cycle, current }
}

/**
 * Writes the edits as the next register version. The check and the write are one step (issue 42):
 * the report row is locked, still editable, and a workbook is still of the current version (an
 * import racing another edit would otherwise undo it); sheet cells apply to the version as locked.
 */
async function saveEdits(ctx: HttpContext, lang: string, report: Record<string, any>, read: { version: number; data: RegisterData }, edits: RegisterEdit[], source: 'sheet' | 'excel') {
  const version = await db.transaction(async (trx) => {
    const row = trx.from('payroll_reports').where('id', Number(report.id))
    const locked = await (trx.dialect.name === 'postgres' ? row.forUpdate() : row).firstOrFail()
    assertEditable(ctx.tenancy, locked, await trx.from('paycycles').where('id', locked.paycycle_id).firstOrFail())
    const current = await currentRegister(trx, Number(report.id))
    if (!current) throw ApiError.conflict('payroll_register_missing')
    if (source === 'excel' && current.version !== read.version) {
      const params = { report: Number(report.id), version: current.version, workbook_report: Number(report.id), workbook_version: read.version }
      throw ApiError.unprocessable('excel_import_failed', [{ field: 'file', rule: 'excel', message: translate(lang, 'messages.excel_version_outdated', params) }])
    }
    const v = await saveVersion(trx, report, applyEdits(current.data, edits), source, ctx.tenancy.user.id)
    await recordEvent(trx, { customerId: Number(report.customer_id), userId: ctx.tenancy.user.id, entityName: 'payroll_report', entityId: Number(report.id), action: `register_${source}`, actionInfo: JSON.stringify({ version: v }) })
    return v
  })
  return { version, message: translate(lang, 'messages.payroll_register_saved', { version }) }
}

const CHANGE_KINDS = ['joiner', 'leaver', 'pay_item_start', 'pay_item_end', 'leave', 'other'] as const

/** A change report's rows: a known kind, a person of the payroll, a real date, a detail of at most 500 characters. */
function parseChangeItems(lang: string, items: unknown, people: Set<number>) {
  const fail = (field: string, key: string, params: Record<string, unknown> = {}): FieldError => ({ field, rule: 'change_report', message: translate(lang, key, { field, ...params }) })
  if (!Array.isArray(items) || items.length > 10_000) throw ApiError.unprocessable('validation_failed', [fail('items', 'messages.change_report_items_invalid')])
  const errors: FieldError[] = []
  const parsed = items.map((item: any, i) => {
    if (!(CHANGE_KINDS as readonly string[]).includes(item?.kind)) errors.push(fail(`items.${i}.kind`, 'validation.enum'))
    if (!people.has(Number(item?.person_id))) errors.push(fail(`items.${i}.person_id`, 'messages.payroll_register_person_invalid'))
    const date = typeof item?.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(item.date) && !Number.isNaN(Date.parse(`${item.date}T00:00:00Z`)) && new Date(`${item.date}T00:00:00Z`).toISOString().startsWith(item.date)
    if (!date) errors.push(fail(`items.${i}.date`, 'validation.isoDate'))
    if (item?.detail !== undefined && item?.detail !== null && (typeof item.detail !== 'string' || item.detail.length > 500)) errors.push(fail(`items.${i}.detail`, 'validation.maxLength', { max: 500 }))
    return { kind: String(item?.kind), person_id: Number(item?.person_id), date: String(item?.date), detail: typeof item?.detail === 'string' ? item.detail.trim() : '' }
  })
  if (errors.length) throw ApiError.unprocessable('validation_failed', errors)
  return parsed
}

/** The sheet's cells: every row a person of the register, every key one of its pay items, every amount exact. */
function parseEdits(lang: string, rows: unknown, data: RegisterData): RegisterEdit[] {
  const fail = (field: string, key: string, params: Record<string, unknown> = {}): FieldError => ({ field, rule: 'register', message: translate(lang, `messages.${key}`, params) })
  if (!Array.isArray(rows) || rows.length > 10_000) throw ApiError.unprocessable('validation_failed', [fail('rows', 'payroll_register_rows_invalid')])
  const people = new Set(data.rows.map((r) => r.person_id))
  const keys = registerKeys(data)
  const errors: FieldError[] = []
  const seen = new Set<number>()
  const edits = rows.map((row: any, i): RegisterEdit => {
    const personId = Number(row?.person_id)
    if (!people.has(personId) || seen.has(personId)) errors.push(fail(`rows.${i}.person_id`, 'payroll_register_person_invalid'))
    seen.add(personId)
    const items = Array.isArray(row?.items) ? row.items : (errors.push(fail(`rows.${i}.items`, 'payroll_register_rows_invalid')), [])
    return {
      person_id: personId,
      items: items.map((cell: any, j: number) => {
        if (typeof cell?.key !== 'string' || !keys.has(cell.key)) errors.push(fail(`rows.${i}.items.${j}.key`, 'payroll_register_key_invalid'))
        const minor = typeof cell?.amount === 'string' || typeof cell?.amount === 'number' ? toMinor(String(cell.amount), data.digits) : null
        if (minor === null) errors.push(fail(`rows.${i}.items.${j}.amount`, 'payroll_register_amount_invalid', { value: String(cell?.amount ?? ''), digits: data.digits }))
        return { key: String(cell?.key), amount: minor ?? 0 }
      }),
    }
  })
  if (errors.length) throw ApiError.unprocessable('validation_failed', errors)
  return edits
}
