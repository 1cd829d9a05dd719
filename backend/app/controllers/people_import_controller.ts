import type { HttpContext } from '@adonisjs/core/http'
import { readFile } from 'node:fs/promises'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { IMPORT_MAX_ITEMS, getResource, writableFields } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { resourceAction } from '#policies/abilities'
import { importRows } from '#resources/bulk_import'
import { requestLang, translate } from '#services/i18n'

const people = () => getResource('people')
/** Columns of the template: every writable plain field (references are linked after import). */
const templateColumns = () => writableFields(people()).filter((f) => f.type !== 'reference' && f.type !== 'file').map((f) => f.name)

/**
 * People CSV import (domain §5): a downloadable template, a dry run that lists every invalid row
 * and field before anything is written, and an all-or-nothing import of new people only.
 */
export default class PeopleImportController {
  /** GET /api/people/import/template */
  async template({ response }: HttpContext) {
    const example = { name: 'Alex Tan', type: 'staff', status: 'onboarding', work_email: 'alex.tan@example.com', country: 'SG', start_date: '2027-01-04', job_title: 'Analyst', is_expat: 'no', is_local: 'yes' }
    const columns = templateColumns()
    response.header('Content-Type', 'text/csv; charset=utf-8')
    response.header('Content-Disposition', 'attachment; filename="people-import-template.csv"')
    return stringify([columns, columns.map((c) => (example as Record<string, string>)[c] ?? '')])
  }

  /** POST /api/people/import (multipart `file`, `dry_run`) */
  async import(ctx: HttpContext) {
    await ctx.bouncer.authorize(resourceAction, 'create', people())
    const file = ctx.request.file('file')
    if (!file || !file.tmpPath) throw ApiError.unprocessable('select_file', [{ field: 'file', rule: 'required', message: 'select_file' }])
    const invalidCsv = ApiError.unprocessable('upload_valid_csv', [{ field: 'file', rule: 'csv', message: 'upload_valid_csv' }])
    if ((file.extname ?? '').toLowerCase() !== 'csv' || file.size > 5 * 1024 * 1024) throw invalidCsv

    let rows: Record<string, string>[]
    try {
      const text = await readFile(file.tmpPath, 'utf8')
      if (text.includes('\u0000')) throw new Error('binary')
      rows = parse(text, { columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()), skip_empty_lines: true, trim: true, bom: true })
    } catch {
      throw invalidCsv
    }
    const noRows = ApiError.unprocessable('import_no_rows', [{ field: 'file', rule: 'rows', message: 'import_no_rows' }])
    if (rows.length === 0 || !('name' in rows[0])) throw noRows
    if (rows.length > IMPORT_MAX_ITEMS) throw ApiError.unprocessable('import_max_items', [{ field: 'file', rule: 'max', message: 'import_max_items' }])

    const dryRun = ['1', 'true', 'yes'].includes(String(ctx.request.input('dry_run', 'false')).toLowerCase())
    const lang = requestLang(ctx)
    const outcome = await importRows(people(), ctx.tenancy, lang, rows, dryRun)
    if (outcome.errors.length) {
      throw ApiError.unprocessable(translate(lang, 'messages.import_rows_invalid', { count: new Set(outcome.errors.map((e) => e.row)).size }), outcome.errors)
    }
    if (dryRun) return { dry_run: true, rows: outcome.rows, message: translate(lang, 'messages.import_ready', { count: outcome.rows }) }
    ctx.response.status(201)
    return { created: outcome.created, message: translate(lang, 'messages.import_done', { count: outcome.created }) }
  }
}
