import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { can, getResource } from '@hr/shared'
import { PAID_STAGES, type PaycycleStage } from '@hr/shared/payroll'
import { ApiError } from '#exceptions/api_error'
import { ResourceRepository } from '#resources/repository'
import type { Tenancy } from '#services/tenancy'
import { refuse } from '#exceptions/refuse'

/**
 * Which payroll report a request may read (domain §6): found in the tenant (another company's is
 * 404), then the report's own readers decide ("You don't have permission to view this report.").
 */
type Row = Record<string, any>

export async function readableReport(t: Tenancy, lang: string, id: unknown): Promise<Row> {
  const report = await new ResourceRepository(getResource('payroll_report'), t, lang).find(id)
  if (!can(t.user.roleSubject(), 'show', 'payroll_report', report)) throw ApiError.forbidden('no_permission_report')
  return report
}

/** The paycycle of a request (?pay_cycle_id=) in the tenant, and its newest report the user may read. */
export async function cycleReport(t: Tenancy, lang: string, cycleId: unknown, reportId?: unknown) {
  const cycle = await new ResourceRepository(getResource('paycycle'), t, lang).find(cycleId)
  if (reportId !== undefined && reportId !== null && reportId !== '') {
    const report = await readableReport(t, lang, reportId)
    if (Number(report.paycycle_id) !== Number(cycle.id)) throw ApiError.notFound('record_not_found')
    return { cycle, report }
  }
  const reports = await db.from('payroll_reports').where('paycycle_id', Number(cycle.id)).orderBy('id', 'desc')
  if (!reports.length) throw ApiError.notFound('payroll_report_missing')
  const report = reports.find((r) => can(t.user.roleSubject(), 'show', 'payroll_report', r))
  if (!report) throw ApiError.forbidden('no_permission_report')
  return { cycle, report }
}

const stageAllowsEdits = (stage: string) => stage === 'change_data' || stage === 'calculation'

/** Whether the register may be changed now: by its creator, unlocked, not under or past approval. */
export function registerEditable(t: Tenancy, report: Row, cycle: Row) {
  const locked = report.locked === true || report.locked === 1
  return !locked && Number(report.created_by) === t.user.id && ['generated', 'rejected'].includes(String(report.status)) && stageAllowsEdits(String(cycle.stage))
}

/** Refuses a register change the workflow does not allow now, saying why. */
export function assertEditable(t: Tenancy, report: Row, cycle: Row) {
  if (Number(report.created_by) !== t.user.id) throw ApiError.forbidden('payroll_creator_only')
  if (report.locked === true || report.locked === 1) throw ApiError.conflict('payroll_report_locked')
  if (!registerEditable(t, report, cycle)) throw ApiError.conflict('payroll_register_not_editable')
}

/**
 * A cycle is paid (post-pay) and completed only with an approved report that has its register
 * (issue 42): the payslips and the payment come from it. The stage machine lets payment be reached
 * through approval only, but a register or report removed since would otherwise leave a paid cycle
 * without one.
 */
export async function assertPaidWithRegister(client: QueryClientContract, lang: string, cycleId: number, to: string) {
  if (!PAID_STAGES.includes(to as PaycycleStage)) return
  const approved = await client.from('payroll_reports').join('payroll_registers', 'payroll_registers.report_id', 'payroll_reports.id')
    .where('payroll_reports.paycycle_id', cycleId).where('payroll_reports.status', 'approved').select('payroll_reports.id').first()
  if (!approved) refuse(lang, 'paycycle_paid_needs_register', 'to', 'register')
}

/**
 * The register a reader sees as another cycle's (the variance report's baseline): only when they
 * may read that cycle's report (issue 42); otherwise it is withheld.
 */
export function mayReadReport(t: Tenancy, report: Row) {
  return can(t.user.roleSubject(), 'show', 'payroll_report', report)
}
