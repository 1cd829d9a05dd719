import { describe, expect, it } from 'vitest'
import type { RoleSubject } from '@hr/shared'
import { confirmOnly, moveBody, movesFor } from '../src/components/workflow/moves'

/**
 * <WorkflowActions> offers what the kernel allows this user on this row (issue 45): the same
 * judgement the API makes, with the reporting manager known from the user's own reports.
 */
const staff = (person: number, extra: Partial<RoleSubject> = {}): RoleSubject => ({ id: person * 10, role: 'staff', person_id: person, is_employee: true, ...extra })
const leave = (status: string) => ({ id: 7, person_id: 1, status })

describe('the moves <WorkflowActions> offers', () => {
  it('leave: the person withdraws or asks to cancel; their manager decides; a stranger sees nothing', () => {
    const actions = (user: RoleSubject, status: string) => movesFor('leave', user, leave(status)).map((m) => m.action)
    const manager = staff(2, { is_manager: true, report_person_ids: [1] })
    expect(actions(staff(1), 'submitted')).toEqual(['withdraw'])
    expect(actions(staff(1), 'approved')).toEqual(['request_cancel'])
    expect(actions(manager, 'submitted')).toEqual(['approve', 'reject', 'cancel'])
    expect(actions(manager, 'approved')).toEqual(['cancel'])
    expect(actions(staff(4), 'submitted')).toEqual([])
    expect(actions(manager, 'rejected')).toEqual([])
  })

  it('asks by the workflow\'s own key, with notes only where the move takes them', () => {
    const [approve] = movesFor('leave', staff(2, { report_person_ids: [1] }), leave('submitted'))
    expect(moveBody('leave', approve, ' ok ', {})).toEqual({ status: 'approved', notes: 'ok' })
    const [withdraw] = movesFor('leave', staff(1), leave('submitted'))
    expect(moveBody('leave', withdraw, 'why', {})).toEqual({ status: 'canceled' })
    const admin: RoleSubject = { id: 1, role: 'superadmin' }
    const stage = movesFor('paycycle', admin, { id: 3, stage: 'payment' }).map((m) => (moveBody('paycycle', m, '', {}) as Record<string, unknown>).to)
    expect(stage).toEqual(['change_data', 'calculation', 'post_pay'])
  })

  it('signing an agreement only asks "are you sure" (beside its button)', () => {
    const admin: RoleSubject = { id: 1, role: 'superadmin' }
    const [sign] = movesFor('agreement', admin, { id: 5, status: 'proposed', owner_type: 'customer', customer_id: 1 })
    expect(sign.action).toBe('sign')
    expect(confirmOnly(sign)).toBe(true)
  })
})
