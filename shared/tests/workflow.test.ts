import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  agreementWorkflow, allWorkflows, expenseReportWorkflow, getResource, askOf, askValues, contractWorkflow, expenseWorkflow, judgeMove, leaveWorkflow, mobilityWorkflow,
  canTransition, judgeMachine, mayMake, offeredMoves, personLifecycle, paycycleWorkflow, payrollReportWorkflow, stateRefusal, type AccessRecord, type AnyWorkflow, type RoleSubject,
} from '../src/index.js'

/**
 * The workflow kernel (issue 45), proven once for every declared workflow: what the API accepts
 * and what the screens offer are the same moves, a rule that says "never oneself" holds for every
 * user, final states stay final. Then one table per workflow pins its moves as the domain states them.
 */
const arbUser = fc.record({
  id: fc.integer({ min: 1, max: 4 }),
  role: fc.constantFrom('staff', 'superadmin', 'vendor', 'contractor'),
  person_id: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  access_time: fc.boolean(),
  access_payroll: fc.boolean(),
  is_employee: fc.constant(true),
}) as fc.Arbitrary<RoleSubject>
const arbRecord = fc.record({
  id: fc.constant(1),
  person_id: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  reporting_manager_id: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  created_by: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  // a guard column some moves need (a payroll report's lock), as SQLite (0/1) or PostgreSQL (booleans) answer it
  locked: fc.constantFrom(true, false, 0, 1),
  // a person's type (the lifecycle's tables)
  type: fc.constantFrom('staff', 'contractor', 'eor'),
}) as fc.Arbitrary<AccessRecord>

const WORKFLOWS = allWorkflows()
const arbCase = fc.constantFrom(...WORKFLOWS).chain((wf) => fc.record({
  wf: fc.constant(wf as AnyWorkflow),
  from: fc.constantFrom(...(wf.states as string[])),
  asked: fc.constantFrom(...askValues(wf)),
  user: arbUser,
  record: arbRecord,
}))

describe('the workflow kernel, for every declared workflow', () => {
  it('carries the machines moved onto it', () => {
    expect(WORKFLOWS.map((w) => w.resource).sort()).toEqual(
      ['agreement', 'contractor_contract', 'expense', 'expense_report', 'leave', 'mobility_case', 'paycycle', 'payroll_report', 'people'].sort(),
    )
  })

  it('is declared on its resource (defineResource({ workflow })), whose state field is server-managed where it has an endpoint', () => {
    for (const wf of WORKFLOWS) {
      const def = getResource(wf.resource)
      expect(def.workflow, wf.resource).toBe(wf)
      // Without an endpoint the state is a field of the resource's own update, judged there (a person's status).
      expect(def.fields.find((f) => f.name === wf.field)?.readOnly ?? false, `${wf.resource}.${wf.field}`).toBe(!!wf.endpoint)
    }
  })

  it('accepts exactly what it offers: an offered move is accepted, an accepted ask is offered', () => {
    fc.assert(fc.property(arbCase, ({ wf, from, asked, user, record }) => {
      const offered = offeredMoves(wf, from, user, record)
      for (const move of offered) expect('move' in judgeMove(wf, from, askOf(wf, move), user, record)).toBe(true)
      const judged = judgeMove(wf, from, asked, user, record)
      if ('move' in judged && judged.move.offer !== false) {
        expect(offered.map((m) => askOf(wf, m))).toContain(asked)
        expect(judged.move.from).toContain(from)
        expect(judged.move.system).toBeFalsy()
      }
    }), { numRuns: 4000 })
  })

  it('never lets a user make a "never oneself" move on their own row', () => {
    fc.assert(fc.property(arbCase, ({ wf, from, asked, user, record }) => {
      const judged = judgeMove(wf, from, asked, user, record)
      const own = user.person_id != null && record.person_id === user.person_id
      if ('move' in judged && own) expect(judged.move.notSelf).toBeFalsy()
    }), { numRuns: 4000 })
  })

  it('refuses by the machine (422) before the rule (403) unless the rule comes first, and a final state refuses everything as final', () => {
    fc.assert(fc.property(arbCase, ({ wf, from, asked, user, record }) => {
      const judged = judgeMove(wf, from, asked, user, record)
      const machine = judgeMachine(wf, from, asked, user, record)
      if (machine) expect(judged).toEqual(machine)
      const state = stateRefusal(wf, from, asked)
      if (wf.next[from].length === 0) expect(state).toBe(wf.explain?.(from, asked) ?? wf.refusals.final)
      if (wf.judge !== 'rule-first') {
        if (state && !wf.moves.some((m) => m.when)) expect(judged).toEqual({ refusal: state, status: 422 })
        if ('refusal' in judged && judged.status === 403) expect(state).toBeNull()
      } else if (machine?.status === 403) {
        // The rule first: refused whatever the state only when no move so named is this user's to make.
        expect(wf.moves.filter((m) => askOf(wf, m) === asked).every((m) => !mayMake(user, m, record))).toBe(true)
      }
    }), { numRuns: 4000 })
  })

  it("offers no move whose condition the row does not meet (a locked report is not locked again)", () => {
    fc.assert(fc.property(arbCase, ({ wf, from, user, record }) => {
      for (const move of offeredMoves(wf, from, user, record)) {
        for (const c of move.when ?? []) {
          const value = record[c.column]
          expect(typeof c.is === 'boolean' ? (value === true || value === 1) === c.is : (value ?? null) === c.is).toBe(!c.not)
        }
      }
    }), { numRuns: 4000 })
  })

  it('names only states it has, and every refusal it answers is a message in the locales', () => {
    const messages = new Set<string>()
    const dir = join(__dirname, '../../locales/en')
    for (const file of readdirSync(dir)) {
      for (const key of Object.keys(JSON.parse(readFileSync(join(dir, file), 'utf8')).messages ?? {})) messages.add(key)
    }
    for (const wf of WORKFLOWS) {
      const keys = [
        ...Object.values(wf.refusals).filter((v) => typeof v === 'string'), ...wf.moves.map((m) => m.refusal).filter(Boolean),
        ...wf.moves.flatMap((m) => (m.when ?? []).map((c) => c.refusal)),
      ] as string[]
      for (const key of keys) expect(messages.has(key) || key === 'forbidden', `${wf.resource}: messages.${key}`).toBe(true)
      for (const m of wf.moves) expect(wf.states).toEqual(expect.arrayContaining([...m.from, ...(m.to ? [m.to] : [])]))
    }
  })
})

/** [from, asked, who, expected]: the move's action, or the refusal's key. */
type Row = [string, string, RoleSubject, AccessRecord, string]
const person = (id: number, extra: Partial<RoleSubject> = {}): RoleSubject => ({ id: id * 10, role: 'staff', person_id: id, is_employee: true, ...extra })
const judgeTable = (wf: AnyWorkflow, rows: Row[]) => {
  for (const [from, asked, user, record, expected] of rows) {
    const judged = judgeMove(wf, from, asked, user, record)
    expect('move' in judged ? judged.move.action : judged.refusal, `${wf.resource}: ${from} → ${asked}`).toBe(expected)
  }
}

describe('each workflow as the domain states it', () => {
  const employee = person(1)
  const manager = person(2)
  const hr = person(3, { access_time: true, access_payroll: true })
  const other = person(4)
  const row: AccessRecord = { id: 1, person_id: 1, reporting_manager_id: 2 }

  it('leave: the manager or the time privilege decides, never the person; the person withdraws or asks to cancel', () => {
    judgeTable(leaveWorkflow, [
      ['submitted', 'approved', manager, row, 'approve'],
      ['submitted', 'approved', hr, row, 'approve'],
      ['submitted', 'approved', employee, row, 'leave_decide_own'],
      ['submitted', 'approved', other, row, 'leave_decide_forbidden'],
      ['submitted', 'rejected', manager, row, 'reject'],
      ['submitted', 'canceled', employee, row, 'withdraw'],
      ['submitted', 'canceled', manager, row, 'cancel'],
      ['approved', 'canceled', manager, row, 'cancel'],
      ['approved', 'canceled', employee, row, 'request_cancel'],
      ['approved', 'canceled', other, row, 'leave_decide_forbidden'],
      ['approved', 'processed', hr, row, 'process'],
      ['approved', 'processed', manager, row, 'leave_decide_forbidden'],
      ['processed', 'paid', hr, row, 'pay'],
      ['approved', 'approved', manager, row, 'leave_transition_invalid'],
      ['rejected', 'approved', manager, row, 'leave_status_final'],
      ['paid', 'canceled', hr, row, 'leave_status_final'],
    ])
  })

  it('expense: decided by the manager or payroll, never the person; later moves are the report\'s or the payroll\'s', () => {
    judgeTable(expenseWorkflow, [
      ['submitted', 'approved', manager, row, 'approve'],
      ['submitted', 'rejected', hr, row, 'reject'],
      ['submitted', 'approved', employee, row, 'expense_decide_own'],
      ['submitted', 'approved', other, row, 'expense_decide_forbidden'],
      ['approved', 'processing', hr, row, 'expense_moves_with_report'],
      ['processed', 'pending_payment_confirmation', hr, row, 'expense_transition_invalid'],
      ['paid', 'approved', hr, row, 'expense_status_final'],
    ])
  })

  it('visa cases, contracts and agreements: the machine alone (who keeps them is the resource\'s update)', () => {
    judgeTable(mobilityWorkflow, [
      ['information_collection', 'application_in_progress', hr, row, 'start_application'],
      ['application_in_progress', 'approved', hr, row, 'approve'],
      ['approved', 'completed', hr, row, 'complete'],
      ['information_collection', 'approved', hr, row, 'mobility_transition_invalid'],
      ['completed', 'canceled', hr, row, 'mobility_case_closed'],
    ])
    judgeTable(contractWorkflow, [
      ['initiated', 'proposed', hr, row, 'propose'],
      ['proposed', 'signed', hr, row, 'sign'],
      ['signed', 'stopped', hr, row, 'stop'],
      ['stopped', 'signed', hr, row, 'restart'],
      ['signed', 'proposed', hr, row, 'contract_signing_final'],
      ['expired', 'signed', hr, row, 'contract_expired_final'],
      ['initiated', 'signed', hr, row, 'contract_transition_invalid'],
    ])
    judgeTable(agreementWorkflow, [
      ['proposed', 'signed', hr, row, 'sign'],
      ['signed', 'expired', hr, row, 'expire'],
      ['signed', 'proposed', hr, row, 'agreement_signed_final'],
      ['expired', 'signed', hr, row, 'agreement_expired_final'],
    ])
  })

  it('expense report: asked by action; payroll users keep it, the users it is shared with confirm it', () => {
    const shared = person(5, { shared_expense_report_ids: [1] })
    judgeTable(expenseReportWorkflow, [
      ['report_generated', 'lock', hr, { id: 1 }, 'lock'],
      ['report_generated', 'lock', shared, { id: 1 }, 'forbidden'],
      ['report_generated', 'confirm', shared, { id: 1 }, 'confirm'],
      ['report_generated', 'confirm', other, { id: 1 }, 'expense_report_confirm_forbidden'],
      ['report_confirmed', 'generate', hr, { id: 1 }, 'generate'],
      ['report_generated', 'generate', hr, { id: 1 }, 'expense_report_not_confirmed'],
      ['processed', 'cancel', hr, { id: 1 }, 'expense_report_generated_already'],
      ['canceled', 'share', hr, { id: 1 }, 'expense_report_not_open'],
    ])
  })

  it('paycycle: forward one step, back until paid; approval is the report\'s', () => {
    judgeTable(paycycleWorkflow, [
      ['not_started', 'change_data', hr, {}, 'advance_to_change_data'],
      ['calculation', 'change_data', hr, {}, 'back_to_change_data'],
      ['calculation', 'pending_approval', hr, {}, 'paycycle_stage_needs_report'],
      ['pending_approval', 'payment', hr, {}, 'paycycle_stage_needs_report'],
      ['payment', 'post_pay', hr, {}, 'advance_to_post_pay'],
      ['post_pay', 'payment', hr, {}, 'paycycle_paid'],
      ['completed', 'post_pay', hr, {}, 'paycycle_completed'],
      ['change_data', 'payment', hr, {}, 'paycycle_stage_invalid'],
      ['change_data', 'not_started', hr, {}, 'paycycle_stage_invalid'],
    ])
  })

  it("payroll report: asked by action; the creator's actions refused to anyone else first, then the lock, then the status", () => {
    const creator = person(3, { access_payroll: true })
    const mine = (locked: boolean): AccessRecord => ({ id: 1, created_by: creator.id, locked })
    judgeTable(payrollReportWorkflow, [
      ['generated', 'calculate', creator, mine(false), 'calculate'],
      ['generated', 'calculate', other, mine(false), 'payroll_creator_only'],
      ['approved', 'calculate', other, mine(true), 'payroll_creator_only'],
      ['generated', 'calculate', creator, mine(true), 'payroll_report_locked'],
      ['approved', 'calculate', creator, mine(false), 'payroll_report_status_invalid'],
      ['rejected', 'request_approval', creator, mine(false), 'request_approval'],
      ['approval_requested', 'request_approval', creator, mine(false), 'payroll_report_status_invalid'],
      ['approval_requested', 'approve', other, mine(false), 'approve'],
      ['generated', 'approve', other, mine(false), 'payroll_report_status_invalid'],
      ['approval_requested', 'reject', other, mine(true), 'reject'],
      ['approved', 'lock', creator, mine(false), 'lock'],
      ['approved', 'lock', creator, mine(true), 'payroll_report_already_locked'],
      ['generated', 'unlock', creator, mine(false), 'payroll_report_not_locked'],
      ['generated', 'unlock', other, mine(true), 'payroll_creator_only'],
      ['approved', 'share', creator, mine(true), 'share'],
      ['approved', 'confirm_change_report', other, mine(false), 'confirm_change_report'],
      ['generated', 'confirm_change_report', other, mine(true), 'payroll_report_locked'],
    ])
    // What the report page offers: the creator of an unlocked draft, and anyone (the API checks the level's approver) under approval.
    const offered = (from: string, user: RoleSubject, record: AccessRecord) => offeredMoves(payrollReportWorkflow, from, user, record).map((m) => m.action)
    expect(offered('generated', creator, mine(false))).toEqual(['request_approval', 'calculate', 'update_change_report', 'confirm_change_report', 'lock', 'share'])
    expect(offered('generated', creator, { ...mine(true), locked: 1 })).toEqual(['unlock', 'share'])
    expect(offered('approval_requested', other, mine(false))).toEqual(['approve', 'reject', 'confirm_change_report'])
  })

  it('person lifecycle: staff and contractors each by their own table; the status changes through the update, judged by the declaration', () => {
    const staff = { id: 1, type: 'staff' }
    const contractor = { id: 1, type: 'contractor' }
    judgeTable(personLifecycle, [
      ['onboarding', 'probation', hr, staff, 'staff_onboarding_to_probation'],
      ['regular', 'separated', hr, staff, 'staff_regular_to_separated'],
      ['separated', 'offboarded', hr, { id: 1, type: 'eor' }, 'staff_separated_to_offboarded'],
      ['onboarding', 'active', hr, contractor, 'contractor_onboarding_to_active'],
      ['onboarding', 'active', hr, staff, 'person_status_transition'],
      ['regular', 'onboarding', hr, staff, 'person_status_transition'],
      ['inactive', 'offboarded', hr, contractor, 'contractor_inactive_to_offboarded'],
      ['offboarded', 'regular', hr, staff, 'person_status_transition'],
    ])
    expect(personLifecycle.endpoint).toBeUndefined()
    expect(canTransition('staff', 'regular', 'regular')).toBe(true)
    expect(canTransition('contractor', 'active', 'inactive')).toBe(true)
    expect(canTransition('staff', 'active', 'inactive')).toBe(false)
    expect(canTransition('intern', 'probation', 'regular')).toBe(true)
  })
})
