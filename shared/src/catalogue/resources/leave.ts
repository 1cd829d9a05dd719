import type { ResourceWorkflow } from '../types.js'
import { defineResource } from '../define.js'
import type { CrudAction, Requirement } from '../types.js'
import { LEAVE_SESSIONS, LEAVE_STATUSES, leaveWorkflow } from '../../leave-workflow.js'
import { LEDGER_KINDS } from '../../leave-ledger.js'
import { personOwner } from './employment.js'

/**
 * Time off (issue 13, domain §3 "Leave", §6 "Managers"): the person keeps their own requests, their
 * reporting manager and data managers read them, the time privilege adds or edits anyone's.
 */
const timeAccess: Record<CrudAction, Requirement> = {
  list: { anyOf: ['self', 'reports', 'data_manager', { privilege: 'time' }] },
  show: { anyOf: ['self', 'reports', 'data_manager', { privilege: 'time' }] },
  create: { anyOf: ['self', { privilege: 'time' }] },
  update: { anyOf: ['self', { privilege: 'time' }] },
  delete: { privilege: 'time' },
}

const leaveTypeRef = { name: 'leave_type_id', type: 'reference', reference: { resource: 'leave_type', labelField: 'name', options: 'leave_types' }, required: true, list: true, filter: true } as const

/**
 * A leave request. Status, total_days and the decision change only through the server: total_days
 * is counted by the shared leaveDays(), the status by the leave workflow (leaveWorkflow, POST /api/leave/:id/status;
 * its effects in backend app/areas/time_off/leave_workflow.ts), which also writes the ledger.
 */
export const leave = defineResource({
  name: 'leave',
  workflow: leaveWorkflow as ResourceWorkflow,
  scope: 'customer',
  table: 'leaves',
  titleField: 'start_date',
  personalData: true,
  screens: [],
  defaultSort: '-start_date',
  selfEditable: ['leave_type_id', 'start_date', 'end_date', 'session', 'reason', 'notes', 'documents'],
  // The paycycle a leave was taken into is payroll's bookkeeping (backend/app/areas/time_off/leave_in_payroll.ts, its payroll seam).
  hiddenColumns: ['paycycle_id'],
  fields: [
    personOwner[0],
    // A request never moves to another person.
    { ...personOwner[1], createOnly: true },
    leaveTypeRef,
    { name: 'start_date', type: 'date', required: true, list: true, sort: true, filter: true },
    { name: 'end_date', type: 'date', required: true, list: true, sort: true, filter: true, rules: [{ kind: 'afterOrEqual', other: 'start_date', message: 'messages.leave_dates_order' }] },
    { name: 'session', type: 'enum', enum: LEAVE_SESSIONS, required: true, default: 'full_day', list: true },
    { name: 'total_days', type: 'decimal', scale: 1, scaled: true, readOnly: true, list: true },
    { name: 'reason', type: 'string', maxLength: 255, list: true },
    { name: 'notes', type: 'text', maxLength: 2000 },
    { name: 'documents', type: 'files', pattern: 'upload' },
    { name: 'status', type: 'enum', enum: LEAVE_STATUSES, readOnly: true, default: 'submitted', list: true, filter: true, sort: true },
    // The person asked to cancel an approved request; the approver decides.
    { name: 'cancel_requested', type: 'boolean', readOnly: true, default: false, list: true },
    { name: 'decision_notes', type: 'text', readOnly: true },
    { name: 'decided_by', type: 'integer', readOnly: true },
    { name: 'decided_at', type: 'datetime', readOnly: true },
  ],
  access: timeAccess,
})

/**
 * A person's entitlement to a leave type for a year (the grant; a per-person override of the
 * leave type's default). Creating one writes the ledger's grant, changing it an adjustment.
 */
export const leaveEntitlement = defineResource({
  name: 'leave_entitlement',
  scope: 'customer',
  titleField: 'year',
  personalData: true,
  screens: [],
  defaultSort: '-year',
  uniqueTogether: [['person_id', 'leave_type_id', 'year']],
  fields: [
    ...personOwner,
    { ...leaveTypeRef, createOnly: true },
    { name: 'year', type: 'integer', required: true, list: true, sort: true, filter: true, createOnly: true },
    { name: 'days', type: 'decimal', scale: 1, scaled: true, required: true, list: true },
    { name: 'notes', type: 'text', maxLength: 2000 },
  ],
  access: { ...timeAccess, create: { privilege: 'time' }, update: { privilege: 'time' } },
})

/**
 * The leave ledger (read-only): every grant, carry-in, expiry, taking, reversal and adjustment,
 * with who wrote it and when. A balance is the sum of these entries (shared leave-ledger.ts).
 */
export const leaveLedger = defineResource({
  name: 'leave_ledger',
  scope: 'customer',
  table: 'leave_ledger_entries',
  titleField: 'kind',
  personalData: true,
  screens: [],
  audited: false,
  defaultSort: '-effective_date',
  fields: [
    ...personOwner,
    { name: 'leave_type_id', type: 'reference', reference: { resource: 'leave_type', labelField: 'name' }, required: true, list: true, filter: true },
    { name: 'year', type: 'integer', required: true, list: true, filter: true },
    { name: 'kind', type: 'enum', enum: LEDGER_KINDS, required: true, list: true, filter: true },
    { name: 'days', type: 'decimal', scale: 1, scaled: true, required: true, list: true },
    { name: 'effective_date', type: 'date', required: true, list: true, sort: true },
    { name: 'expires_on', type: 'date', list: true },
    { name: 'leave_id', type: 'integer', list: true },
    { name: 'created_by', type: 'integer' },
    { name: 'created_by_name', type: 'string', list: true },
    { name: 'created_at', type: 'datetime', list: true, sort: true },
  ],
  access: { list: timeAccess.list, show: timeAccess.show, create: 'nobody', update: 'nobody', delete: 'nobody' },
})
