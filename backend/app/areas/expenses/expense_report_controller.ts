import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { can, getResource, translatedText } from '@hr/shared'
import { validRate } from '@hr/shared/payroll'
import { ApiError } from '#exceptions/api_error'
import { resourceAction } from '#policies/abilities'
import { ResourceRepository } from '#resources/repository'
import { recordEvent } from '#services/audit'
import { requestLang, translate } from '#services/i18n'
import { fromMinor, isCurrency, minorDigits } from '#services/money'
import { refuse } from '#exceptions/refuse'
import { convertReport, reportRates, today } from '#areas/expenses/report_lines'
import { reportExcel, reportPdf } from '#areas/expenses/report_export'

const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v == null ? null : String(v).slice(0, 10))

/**
 * An expense report beside its catalogue endpoints (issue 15; its actions are the workflow kernel's): its lines,
 * its own rates (a pair once per report), who it is shared with, and its export. Reading any of
 * them needs the report itself to be readable (payroll users, or a user it is shared with).
 */
export default class ExpenseReportController {
  private async report(ctx: HttpContext) {
    const def = getResource('expense_report')
    const current = await new ResourceRepository(def, ctx.tenancy, requestLang(ctx)).find(ctx.params.id)
    await ctx.bouncer.authorize(resourceAction, 'show', def, current)
    return current
  }

  /** GET /api/expense-report/:id/items: its claims with who, what, the amount and its conversion. */
  async items(ctx: HttpContext) {
    const report = await this.report(ctx)
    const rows = await db.from('expenses').join('people', 'people.id', 'expenses.person_id').join('allowance_items', 'allowance_items.id', 'expenses.allowance_item_id')
      .where('expenses.expense_report_id', Number(report.id)).orderBy('people.name').orderBy('expenses.transaction_date').orderBy('expenses.id')
      .select('expenses.*', 'people.name as person_name', 'allowance_items.name as allowance_item_name', 'allowance_items.name_translations as allowance_item_translations', 'allowance_items.pay_item_key')
    const lang = requestLang(ctx)
    const currency = String(report.currency)
    const missing = [...new Set(rows.filter((r) => r.converted_amount === null).map((r) => String(r.currency)))].sort()
    return {
      currency, total: report.total, missing_rates: missing,
      items: rows.map((r) => ({
        id: Number(r.id), person_id: Number(r.person_id), person_name: r.person_name, name: r.name,
        allowance_item_name: translatedText(String(r.allowance_item_name), r.allowance_item_translations, lang),
        pay_item_key: r.pay_item_key, transaction_date: day(r.transaction_date), amount: fromMinor(r.amount, minorDigits(r.currency)), currency: r.currency,
        converted_amount: r.converted_amount === null ? null : fromMinor(r.converted_amount, minorDigits(currency)),
        exchange_rate: r.exchange_rate, rate_date: day(r.rate_date), status: r.status, over_limit: !!r.over_limit,
      })),
    }
  }

  /** GET /api/expense-report/:id/rates */
  async rates(ctx: HttpContext) {
    const report = await this.report(ctx)
    const rows = await reportRates(db, Number(report.id))
    return { items: rows.map((r) => ({ id: Number(r.id), from_currency: r.from_currency, to_currency: r.to_currency, rate: r.rate, rate_date: day(r.rate_date), source: r.source })) }
  }

  /** POST /api/expense-report/:id/rates { from, to, rate }: the report's own rate; a pair twice is refused. */
  async addRate(ctx: HttpContext) {
    const lang = requestLang(ctx)
    const report = await this.ratesWritable(ctx)
    const { from, to, rate } = ctx.request.only(['from', 'to', 'rate'])
    const errors = []
    for (const [field, value] of [['from', from], ['to', to]] as const) {
      if (typeof value !== 'string' || !isCurrency(value.toUpperCase())) errors.push({ field, rule: 'currency', message: translate(lang, 'validation.currency', { field }) })
    }
    const rateText = typeof rate === 'number' ? String(rate) : rate
    if (!validRate(rateText)) errors.push({ field: 'rate', rule: 'decimal', message: translate(lang, 'messages.expense_rate_invalid') })
    if (errors.length) throw ApiError.unprocessable('validation_failed', errors)
    const pair = { from_currency: String(from).toUpperCase(), to_currency: String(to).toUpperCase() }
    if (pair.from_currency === pair.to_currency) refuse(lang, 'expense_rate_same_currency', 'to', 'different')
    const result = await db.transaction(async (trx) => {
      const exists = await trx.from('expense_report_rates').where({ report_id: Number(report.id), ...pair }).first()
      if (exists) refuse(lang, 'exchange_rate_pair_exists', 'from', 'unique')
      const [inserted] = await trx.table('expense_report_rates').insert({
        report_id: Number(report.id), ...pair, rate: String(rateText).trim(), rate_date: day(report.report_date) ?? today(),
        source: 'manual', created_by: ctx.tenancy.user.id, created_at: new Date().toISOString(),
      }).returning('id')
      const id = Number(typeof inserted === 'object' ? inserted.id : inserted)
      const totals = await convertReport(trx, report)
      await recordEvent(trx, { customerId: Number(report.customer_id), userId: ctx.tenancy.user.id, entityName: 'expense_report', entityId: Number(report.id), action: 'rate_added', actionInfo: JSON.stringify({ ...pair, rate: String(rateText).trim() }) })
      return { id, ...totals }
    })
    ctx.response.status(201)
    return { id: result.id, ...pair, rate: String(rateText).trim(), total: result.total, missing_rates: result.missing }
  }

  /** DELETE /api/expense-report/:id/rates/:rateId */
  async deleteRate(ctx: HttpContext) {
    const report = await this.ratesWritable(ctx)
    return db.transaction(async (trx) => {
      const row = await trx.from('expense_report_rates').where({ id: Number(ctx.params.rateId), report_id: Number(report.id) }).first()
      if (!row) throw ApiError.notFound('record_not_found')
      await trx.from('expense_report_rates').where('id', Number(row.id)).delete()
      const totals = await convertReport(trx, report)
      await recordEvent(trx, { customerId: Number(report.customer_id), userId: ctx.tenancy.user.id, entityName: 'expense_report', entityId: Number(report.id), action: 'rate_removed', actionInfo: JSON.stringify({ from_currency: row.from_currency, to_currency: row.to_currency }) })
      return { id: Number(row.id), total: totals.total, missing_rates: totals.missing }
    })
  }

  /** GET /api/expense-report/:id/shares: who confirms it, and what the current user may do. */
  async shares(ctx: HttpContext) {
    const report = await this.report(ctx)
    const rows = await db.from('expense_report_shares').join('users', 'users.id', 'expense_report_shares.user_id')
      .where('expense_report_shares.report_id', Number(report.id)).orderBy('users.name')
      .select('expense_report_shares.user_id', 'expense_report_shares.confirmed_at', 'users.name', 'users.email')
    const mine = rows.find((r) => Number(r.user_id) === ctx.tenancy.user.id)
    return {
      items: rows.map((r) => ({ user_id: Number(r.user_id), name: r.name, email: r.email, confirmed_at: r.confirmed_at ? new Date(r.confirmed_at).toISOString() : null })),
      confirm_pending: !!mine && !mine.confirmed_at,
      manages: can(ctx.auth.getUserOrFail().roleSubject(), 'update', getResource('expense_report'), report),
    }
  }

  /** GET /api/expense-report/:id/export?format=xlsx|pdf */
  async export(ctx: HttpContext) {
    const report = await this.report(ctx)
    const lang = requestLang(ctx)
    const format = ctx.request.qs().format === 'pdf' ? 'pdf' : 'xlsx'
    const { items } = await this.items(ctx)
    const bytes = format === 'pdf' ? await reportPdf(lang, report, items) : await reportExcel(lang, report, items)
    const name = `${String(report.name).replace(/[^\w.-]+/g, '_').slice(0, 80) || 'expense-report'}.${format}`
    ctx.response.header('Content-Type', format === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    ctx.response.header('Content-Disposition', `attachment; filename="${name}"`)
    return ctx.response.send(Buffer.from(bytes))
  }

  /** Rates change only while the report is open and unlocked, by whoever keeps it. */
  private async ratesWritable(ctx: HttpContext) {
    const report = await this.report(ctx)
    await ctx.bouncer.authorize(resourceAction, 'update', getResource('expense_report'), report)
    if (report.status !== 'report_generated' || report.locked) refuse(requestLang(ctx), 'expense_report_not_editable', 'rate', 'locked')
    return report
  }
}
