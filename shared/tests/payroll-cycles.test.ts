import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  approvalStep, manualStageRefusal, CYCLE_FREQUENCIES, generatePaycycles, PAYCYCLE_STAGES, periodsOf, stageCode, stageMoves, stageRefusal,
  type ApprovalState, type PaycycleStage,
} from '../src/payroll/index.js'

const DAY = 86_400_000
const next = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + DAY).toISOString().slice(0, 10)
const year = fc.integer({ min: 1990, max: 2100 })
const frequency = fc.constantFrom(...CYCLE_FREQUENCIES)

describe('paycycles', () => {
  it('tile the year exactly: from 1 January to 31 December, each period starting the day after the last ends', () => {
    fc.assert(fc.property(year, frequency, (y, f) => {
      const periods = periodsOf(y, f)
      expect(periods[0].start).toBe(`${y}-01-01`)
      expect(periods.at(-1)!.end).toBe(`${y}-12-31`)
      for (let i = 1; i < periods.length; i++) expect(periods[i].start).toBe(next(periods[i - 1].end))
      for (const p of periods) expect(p.start <= p.end).toBe(true)
    }), { numRuns: 1500 })
  })

  it('keep every due date between the period start and the pay day, in the order of the steps', () => {
    const offset = fc.integer({ min: 0, max: 40 })
    fc.assert(fc.property(year, frequency, fc.integer({ min: 1, max: 31 }), fc.record({ cut_off: offset, change_data: offset, calculation: offset, approval: offset, funding: offset }), (y, f, payDay, offsets) => {
      for (const c of generatePaycycles(y, f, { payDayOfMonth: payDay, offsets })) {
        const order = [c.period_start, c.cut_off_date, c.change_data_due_date, c.calculation_due_date, c.approval_due_date, c.funding_due_date, c.payment_date]
        expect([...order].sort()).toEqual(order)
        expect(c.pay_day).toBe(c.payment_date)
        expect(c.payment_date <= c.period_end).toBe(true)
      }
    }), { numRuns: 1500 })
  }, 120_000) // a CPU-bound property run: CI's loaded cores stretch it past vitest's 5 s default

  it('count 12 months, 24 half months, 4 quarters; a monthly pay day past the month end is its last day', () => {
    expect(periodsOf(2026, 'monthly')).toHaveLength(12)
    expect(periodsOf(2026, 'semi_monthly')).toHaveLength(24)
    expect(periodsOf(2026, 'quarterly').map((p) => p.end)).toEqual(['2026-03-31', '2026-06-30', '2026-09-30', '2026-12-31'])
    expect(periodsOf(2026, 'weekly')).toHaveLength(53)
    const feb = generatePaycycles(2026, 'monthly', { payDayOfMonth: 30 })[1]
    expect(feb).toMatchObject({ period_start: '2026-02-01', period_end: '2026-02-28', payment_date: '2026-02-28', cut_off_date: '2026-02-18', approval_due_date: '2026-02-23' })
  })
})

describe('paycycle stages', () => {
  it('move forward one step at a time, back to any earlier step until paid, never out of completed', () => {
    const stage = fc.constantFrom(...PAYCYCLE_STAGES)
    fc.assert(fc.property(fc.array(stage, { maxLength: 30 }), (targets) => {
      let at: PaycycleStage = 'not_started'
      for (const to of targets) {
        const refusal = stageRefusal(at, to)
        const i = PAYCYCLE_STAGES.indexOf(at)
        const j = PAYCYCLE_STAGES.indexOf(to)
        if (at === 'completed') expect(refusal).toBe('paycycle_completed')
        else if (at === 'post_pay' && j < i) expect(refusal).toBe('paycycle_paid')
        else if (j === i + 1 || (j < i && j >= 1)) expect(refusal).toBeNull()
        else expect(refusal).toBe('paycycle_stage_invalid')
        if (!refusal) at = to
      }
      expect(stageMoves(at).every((to) => stageRefusal(at, to) === null && manualStageRefusal(at, to) === null)).toBe(true)
    }), { numRuns: 2000 })
    // By hand a cycle enters and leaves approval forward only through its report.
    expect(stageMoves('pending_approval')).toEqual(['change_data', 'calculation'])
    expect(stageMoves('calculation')).toEqual(['change_data'])
    expect(manualStageRefusal('calculation', 'pending_approval')).toBe('paycycle_stage_needs_report')
    expect(manualStageRefusal('pending_approval', 'payment')).toBe('paycycle_stage_needs_report')
    expect(manualStageRefusal('payment', 'post_pay')).toBeNull()
    // Paid (issue 42): post-pay goes on to completed only; a correction is a retro or off-cycle run.
    expect(stageMoves('post_pay')).toEqual(['completed'])
    expect(stageMoves('payment')).toEqual(['change_data', 'calculation', 'post_pay'])
    expect([stageCode('change_data'), stageCode('pending_approval', 2), stageCode('payment'), stageCode('post_pay')]).toEqual(['1.1', '2.2', '3.1', '4.1'])
  })

  it('need one approval per approver level, lowest first; a rejection returns to calculation for resubmission', () => {
    const levels = fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 4 })
    fc.assert(fc.property(levels, fc.array(fc.constantFrom('approve' as const, 'reject' as const, 'request_approval' as const), { maxLength: 20 }), (lv, actions) => {
      let state: ApprovalState = { stage: 'calculation', level: 0 }
      let approvals = 0
      for (const action of actions) {
        const result = approvalStep(state, action, lv)
        if ('refusal' in result) continue
        if (action === 'approve') approvals++
        if (action === 'reject' || action === 'request_approval') approvals = 0
        if (result.stage === 'pending_approval') expect(lv).toContain(result.level)
        if (result.stage === 'payment') {
          expect(approvals).toBe(lv.length)
          return
        }
        state = result
      }
    }), { numRuns: 2000 })
    expect(approvalStep({ stage: 'calculation', level: 0 }, 'request_approval', [2, 1])).toEqual({ stage: 'pending_approval', level: 1 })
    expect(approvalStep({ stage: 'pending_approval', level: 1 }, 'approve', [1, 2])).toEqual({ stage: 'pending_approval', level: 2 })
    expect(approvalStep({ stage: 'pending_approval', level: 2 }, 'approve', [1, 2])).toEqual({ stage: 'payment', level: 0 })
    expect(approvalStep({ stage: 'pending_approval', level: 2 }, 'reject', [1, 2])).toEqual({ stage: 'calculation', level: 0 })
    expect(approvalStep({ stage: 'change_data', level: 0 }, 'approve', [1])).toEqual({ refusal: 'paycycle_stage_invalid' })
    expect(approvalStep({ stage: 'calculation', level: 0 }, 'request_approval', [])).toEqual({ refusal: 'payroll_no_approvers' })
  })
})
