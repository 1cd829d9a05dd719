import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { Decimal } from 'decimal.js'
import { getResource, mayReadPayslips } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { resourceAction } from '#policies/abilities'
import { listPage } from '#resources/list_page'
import { ResourceRepository } from '#resources/repository'
import { signedFileUrl } from '#services/file_urls'
import { requestLang, translate } from '#services/i18n'
import { fromMinor, minorDigits } from '#services/money'
import { cycleReport, mayReadReport, registerEditable } from '#areas/payroll/report_access'
import { currentRegister, presentRegister, type RegisterData } from '#areas/payroll/register'
import type { Tenancy } from '#services/tenancy'

const KINDS = ['change-report', 'variance-report', 'pay-register', 'payslips', 'contribution-docs'] as const
const day = (v: unknown) => (v == null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10))

/**
 * GET /api/payroll-central/{kind}?pay_cycle_id= (issue 14): a cycle's change report, variance
 * report, pay register, payslips and contribution docs, from the newest report the user may read.
 * GET /api/payslip: payslips of the signed-in person (or, for payroll users, of ?person_id=).
 */
export default class PayrollCentralController {
  async show(ctx: HttpContext) {
    const lang = requestLang(ctx)
    const kind = ctx.params.kind as (typeof KINDS)[number]
    if (!KINDS.includes(kind)) throw ApiError.notFound()
    const { pay_cycle_id: cycleId, report_id: reportId } = ctx.request.qs()
    if (cycleId === undefined || cycleId === '') throw ApiError.unprocessable('validation_failed', [{ field: 'pay_cycle_id', rule: 'required', message: 'validation.required' }])
    const { cycle, report } = await cycleReport(ctx.tenancy, lang, cycleId, reportId)
    const current = await currentRegister(db, report.id)
    switch (kind) {
      case 'pay-register':
        if (!current) throw ApiError.conflict('payroll_register_missing')
        return { report_id: Number(report.id), version: current.version, editable: registerEditable(ctx.tenancy, report, cycle), ...presentRegister(current.data) }
      case 'payslips': {
        const rows = await db.from('payslips').join('people', 'people.id', 'payslips.person_id').where('payslips.paycycle_id', Number(cycle.id))
          .orderBy('people.name').select('payslips.*', 'people.name as person_name')
        return { items: await Promise.all(rows.map(presentPayslip)) }
      }
      case 'change-report': {
        const stored = await db.from('payroll_reports').where('id', Number(report.id)).select('change_report', 'change_report_confirmed_at').first()
        if (!stored?.change_report) throw ApiError.conflict('change_report_not_ready')
        return { ready: true, confirmed_at: stored.change_report_confirmed_at ? new Date(stored.change_report_confirmed_at).toISOString() : null, ...JSON.parse(stored.change_report) }
      }
      case 'variance-report':
        if (!current) throw ApiError.conflict('payroll_register_missing')
        return variance(lang, current.data, await previousRegister(ctx.tenancy, cycle))
      case 'contribution-docs': {
        // Contribution documents are the report's employer lines per person (statutory files come with the new processing flow).
        if (!current) throw ApiError.conflict('payroll_register_missing')
        const m = (n: number) => fromMinor(n, current.data.digits)
        return { currency: current.data.currency, items: current.data.rows.flatMap((r) => r.items.filter((l) => l.kind === 'employer' || l.kind === 'deduction')
          .map((l) => ({ person_id: r.person_id, person_name: r.person_name, key: l.key, name: l.name, category: l.category, amount: m(l.amount) }))) }
      }
    }
  }

  /** GET /api/payslip[?person_id=] */
  async payslips(ctx: HttpContext) {
    const t = ctx.tenancy
    const subject = t.user.roleSubject()
    const asked = ctx.request.qs().person_id
    const personId = asked === undefined || asked === '' ? subject.person_id : Number(asked)
    if (!personId || !Number.isInteger(personId)) return listPage([])
    if (personId !== subject.person_id) {
      // Another person's payslips: payroll users of the person's company, or their data manager.
      const person = await new ResourceRepository(getResource('people'), t, requestLang(ctx)).find(personId)
      if (!mayReadPayslips(subject, Number(person.id))) throw ApiError.forbidden('forbidden')
    }
    const rows = await db.from('payslips').join('paycycles', 'paycycles.id', 'payslips.paycycle_id').join('payrolls', 'payrolls.id', 'paycycles.payroll_id')
      .join('people', 'people.id', 'payslips.person_id').where('payslips.person_id', personId)
      .where('payslips.customer_id', t.customerId ?? -1).orderBy('payslips.period_start', 'desc')
      .select('payslips.*', 'payrolls.name as payroll_name', 'people.name as person_name')
    return listPage(await Promise.all(rows.map(presentPayslip)))
  }

  /** GET /api/paycycle/:id/history: every stage move and report action with who and when. */
  async history(ctx: HttpContext) {
    const def = getResource('paycycle')
    const cycle = await new ResourceRepository(def, ctx.tenancy, requestLang(ctx)).find(ctx.params.id)
    await ctx.bouncer.authorize(resourceAction, 'show', def, cycle)
    const reportIds = (await db.from('payroll_reports').where('paycycle_id', Number(cycle.id)).select('id')).map((r) => Number(r.id))
    const events = await db.from('audit_logs').leftJoin('users', 'users.id', 'audit_logs.user_id')
      .where((w) => w.where({ entity_name: 'paycycle', entity_id: Number(cycle.id) }).orWhere((r) => r.where('entity_name', 'payroll_report').whereIn('entity_id', reportIds.length ? reportIds : [-1])))
      .whereNot('audit_logs.action', 'create').whereNot('audit_logs.action', 'update')
      .orderBy('audit_logs.id').select('audit_logs.*', 'users.name as user_name', 'users.email as user_email')
    return listPage(events.map((e) => {
      const info = safeJson(e.action_info)
      return {
        action: e.action, entity: e.entity_name, from: info.from ?? null, to: info.to ?? null, level: info.level ?? null, notes: info.notes ?? null,
        user_name: e.user_name ?? e.user_email ?? null, at: new Date(e.created_at).toISOString(),
      }
    }))
  }
}

const safeJson = (v: unknown): Record<string, any> => { try { return typeof v === 'string' ? JSON.parse(v) : {} } catch { return {} } }

async function presentPayslip(row: Record<string, any>) {
  const fileName = `payslip-${day(row.period_start)}.pdf`
  return {
    id: Number(row.id), paycycle_id: Number(row.paycycle_id), report_id: Number(row.report_id), person_id: Number(row.person_id), person_name: row.person_name ?? null,
    payroll_name: row.payroll_name ?? null, period_start: day(row.period_start), period_end: day(row.period_end), pay_date: day(row.pay_date),
    currency: row.currency, net: fromMinor(row.net, minorDigits(row.currency)), document_id: row.document_id == null ? null : Number(row.document_id),
    file_key: row.file_key, file_name: fileName, file_url: await signedFileUrl(row.file_key, { mime: 'application/pdf', fileName, download: false }),
  }
}

/**
 * The previous cycle's newest register (the variance report's baseline), if any. Its figures are
 * that report's: a reader who may not read that report gets none of them (issue 42), only that
 * they were withheld.
 */
async function previousRegister(t: Tenancy, cycle: Record<string, any>): Promise<{ data: RegisterData } | { withheld: true } | null> {
  const previous = await db.from('paycycles').join('payroll_reports', 'payroll_reports.paycycle_id', 'paycycles.id')
    .where('paycycles.payroll_id', cycle.payroll_id).where('paycycles.period_start', '<', day(cycle.period_start)!)
    .orderBy('paycycles.period_start', 'desc').orderBy('payroll_reports.id', 'desc').select('payroll_reports.*').first()
  if (!previous) return null
  if (!mayReadReport(t, previous)) return { withheld: true }
  const data = (await currentRegister(db, Number(previous.id)))?.data
  return data ? { data } : null
}

/**
 * Per person and pay item: the previous and current amounts, the change and its percentage (2
 * decimals, exact). Without a readable baseline the previous figures are null, not zero.
 */
function variance(lang: string, current: RegisterData, baseline: { data: RegisterData } | { withheld: true } | null) {
  const m = (n: number) => fromMinor(n, current.digits)
  const withheld = !!baseline && 'withheld' in baseline
  const previous = baseline && 'data' in baseline ? baseline.data : null
  const before = new Map<string, number>()
  for (const r of previous?.rows ?? []) for (const l of r.items) if (!l.reference_only) before.set(`${r.person_id}|${l.key}`, (before.get(`${r.person_id}|${l.key}`) ?? 0) + l.amount)
  const rows = current.rows.flatMap((r) => r.items.filter((l) => !l.reference_only).map((l) => {
    const base = { person_id: r.person_id, person_name: r.person_name, key: l.key, name: l.name, kind: l.kind, current: m(l.amount) }
    if (withheld) return { ...base, previous: null, change: null, change_pct: null }
    const prev = before.get(`${r.person_id}|${l.key}`) ?? 0
    const change = l.amount - prev
    return {
      ...base, previous: m(prev), change: m(change),
      change_pct: prev === 0 ? null : new Decimal(change).times(100).dividedBy(prev).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    }
  }))
  return {
    currency: current.currency, has_previous: !!previous, previous_withheld: withheld, rows,
    ...(withheld ? { message: translate(lang, 'messages.variance_previous_withheld') } : {}),
  }
}
