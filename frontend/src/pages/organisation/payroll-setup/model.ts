import { PAYROLL_CURRENCIES, type payroll, type payrollApprover, type payrollMember, type RowOf } from '@hr/shared'

/** The payroll setup's rows (its declarations') and pure helpers (unit-tested in frontend/tests/payroll-setup.test.ts). */

export type PayrollRecord = RowOf<typeof payroll>
export type MemberRecord = RowOf<typeof payrollMember>
/**
 * Its `payroll_id` is a field constant shared by the payroll declarations and typed wide (FieldDef),
 * which RowOf cannot name as a column: it is added here, as the declaration gives it (required reference).
 */
export type ApproverRecord = RowOf<typeof payrollApprover>
type Approver = Pick<ApproverRecord, 'payroll_id' | 'level'>

export interface PayrollCurrencies { items: string[]; customer_currency: string | null }
/** What a payroll may be paid in when GET /api/payroll-currencies fails: the fixed ten. */
export const FALLBACK_CURRENCIES: PayrollCurrencies = { items: [...PAYROLL_CURRENCIES], customer_currency: null }

export const SEPARATOR = ' · '

/**
 * The payroll label (domain §3 "Payroll label": iso_code, frequency, type, label) as one line,
 * e.g. "SG · Monthly · regular · SG monthly payroll"; the parts left blank are skipped.
 */
export function payrollLabelText(
  payroll: Record<'iso_code' | 'frequency' | 'label_type' | 'label', string | null>,
  frequencyLabel: (value: string) => string = (v) => v,
): string {
  const parts = [payroll.iso_code, payroll.frequency ? frequencyLabel(payroll.frequency) : null, payroll.label_type, payroll.label]
  return parts.map((p) => (p == null ? '' : String(p).trim())).filter(Boolean).join(SEPARATOR)
}

/** How many rows each payroll has (members per payroll). */
export function countByPayroll(rows: readonly { payroll_id: number }[]): Map<number, number> {
  const out = new Map<number, number>()
  for (const r of rows) out.set(r.payroll_id, (out.get(r.payroll_id) ?? 0) + 1)
  return out
}

export interface ApproverLevel<A extends Approver = ApproverRecord> { level: number; approvers: A[] }

/** A payroll's approvers grouped by level, level 1 first (level 1 approves before level 2). */
export function approverLevels<A extends Approver>(approvers: readonly A[], payrollId?: number): ApproverLevel<A>[] {
  const byLevel = new Map<number, A[]>()
  for (const a of approvers) {
    if (payrollId !== undefined && a.payroll_id !== payrollId) continue
    byLevel.set(a.level, [...(byLevel.get(a.level) ?? []), a])
  }
  return [...byLevel.entries()].sort(([a], [b]) => a - b).map(([level, rows]) => ({ level, approvers: rows }))
}

/** The level a new approver is offered first: the next after the highest (1 when none; at most 9). */
export const nextApproverLevel = (approvers: readonly Pick<ApproverRecord, 'level'>[]) =>
  Math.min(9, approvers.reduce((max, a) => Math.max(max, a.level), 0) + 1)

/**
 * The currencies a payroll may be paid in: the API's list, the company's own currency, and the
 * payroll's current one (so an existing value never disappears from the choice), each once.
 */
export function currencyChoices(items: readonly string[], customerCurrency?: string | null, current?: string | null): string[] {
  const out: string[] = []
  for (const c of [...items, customerCurrency, current]) {
    const code = c?.trim().toUpperCase()
    if (code && !out.includes(code)) out.push(code)
  }
  return out
}

/** Every field message of an API error (Refine HttpError `errors`), flattened: the add forms show them under their one picker. */
export function fieldMessages(error: unknown): string[] {
  const errors = (error as { errors?: Record<string, string | string[]> } | null)?.errors
  if (!errors || typeof errors !== 'object') return []
  return Object.values(errors).flatMap((m) => (Array.isArray(m) ? m : [m])).filter((m): m is string => typeof m === 'string' && !!m)
}
