import type { HttpContext } from '@adonisjs/core/http'
import { stringify } from 'csv-stringify/sync'
import { getResource } from '@hr/shared'
import db from '@adonisjs/lucid/services/db'
import { ApiError, type FieldError } from '#exceptions/api_error'
import { resourceAction } from '#policies/abilities'
import { importRows } from '#resources/bulk_import'
import { readImportCsv } from '#resources/csv_intake'
import { requestLang, translate } from '#services/i18n'

const rates = () => getResource('exchange_rate')
const COLUMNS = ['from_currency', 'to_currency', 'rate', 'reference_rate', 'date', 'source']
const pairKey = (r: Record<string, string>) =>
  `${(r.from_currency ?? '').trim().toUpperCase()}|${(r.to_currency ?? '').trim().toUpperCase()}|${(r.date ?? '').trim()}`

/**
 * Exchange-rate CSV import for the platform's rate table (issue 6): the same parser and
 * all-or-nothing row import as the people import, plus the rule that a pair appears once per
 * report (the rates of one date), within the file and against the stored table.
 */
export default class ExchangeRateImportController {
  /** GET /api/exchange-rate/import/template */
  async template({ response }: HttpContext) {
    response.header('Content-Type', 'text/csv; charset=utf-8')
    response.header('Content-Disposition', 'attachment; filename="exchange-rate-import-template.csv"')
    return stringify([COLUMNS, ['USD', 'SGD', '1.3412', '1.3400', new Date().toISOString().slice(0, 10), 'central bank']])
  }

  /** POST /api/exchange-rate/import (multipart `file`, `dry_run`) */
  async import(ctx: HttpContext) {
    await ctx.bouncer.authorize(resourceAction, 'create', rates())
    const { rows, dryRun } = await readImportCsv(ctx, 'from_currency')
    const lang = requestLang(ctx)
    // Field rules first (nothing written), then the pair rule, then the all-or-nothing write.
    const checked = await importRows(rates(), ctx.tenancy, lang, rows, true)
    const errors = [...checked.errors, ...(await pairErrors(rows, lang))].sort((a, b) => (a.row ?? 0) - (b.row ?? 0))
    if (errors.length) {
      throw ApiError.unprocessable(translate(lang, 'messages.import_rows_invalid', { count: new Set(errors.map((e) => e.row)).size }), errors)
    }
    if (dryRun) return { dry_run: true, rows: rows.length, message: translate(lang, 'messages.import_ready', { count: rows.length }) }
    const outcome = await importRows(rates(), ctx.tenancy, lang, rows, false)
    ctx.response.status(201)
    return { created: outcome.created, message: translate(lang, 'messages.exchange_rate_import_done', { count: outcome.created }) }
  }
}

/** "This exchange rate pair already exists in this report.": twice in the file, or already stored for that date. */
async function pairErrors(rows: Record<string, string>[], lang: string): Promise<FieldError[]> {
  const message = translate(lang, 'messages.exchange_rate_pair_exists')
  const dates = [...new Set(rows.map((r) => (r.date ?? '').trim()).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)))]
  const stored = new Set<string>()
  for (let i = 0; i < dates.length; i += 500) {
    for (const r of await db.from('exchange_rates').whereIn('date', dates.slice(i, i + 500)).select('from_currency', 'to_currency', 'date')) {
      const date = r.date instanceof Date ? r.date.toISOString().slice(0, 10) : String(r.date).slice(0, 10)
      stored.add(`${r.from_currency}|${r.to_currency}|${date}`)
    }
  }
  const seen = new Set<string>()
  const out: FieldError[] = []
  rows.forEach((r, i) => {
    const key = pairKey(r)
    if (stored.has(key) || seen.has(key)) out.push({ row: i + 2, field: 'to_currency', rule: 'uniqueTogether', message })
    seen.add(key)
  })
  return out
}
