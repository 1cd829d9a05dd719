import type { HttpContext } from '@adonisjs/core/http'
import { stringify } from 'csv-stringify/sync'
import { getResource, writableFields } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { resourceAction } from '#policies/abilities'
import { importRows } from '#resources/bulk_import'
import { readImportCsv } from '#resources/csv_intake'
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
    const { rows, dryRun } = await readImportCsv(ctx, 'name')
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
