import { defineResource, payrollManaged } from '../define.js'
import { personOwner } from './employment.js'
import type { ResourceWorkflow } from '../types.js'
import { PAYROLL_REPORT_STATUSES, payrollReportWorkflow } from '../../payroll/report-workflow.js'

/**
 * Who a payroll covers (domain §3 "Payroll": the people it covers; §6 payrolls can be limited to
 * specific people): one row per person in the payroll.
 */
export const payrollMember = defineResource({
  name: 'payroll_member',
  scope: 'customer',
  titleField: 'person_id',
  defaultSort: 'id',
  screens: [],
  uniqueTogether: [['payroll_id', 'person_id']],
  uniqueTogetherMessage: 'messages.payroll_member_exists',
  fields: [
    { name: 'customer_id', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, readOnly: true },
    { name: 'payroll_id', type: 'reference', reference: { resource: 'payroll', labelField: 'name' }, required: true, createOnly: true, list: true, filter: true },
    { ...personOwner[1], createOnly: false },
  ],
  access: payrollManaged,
})

export { PAYROLL_REPORT_ACTIONS, PAYROLL_REPORT_STATUSES, payrollReportWorkflow, type PayrollReportAction } from '../../payroll/report-workflow.js'

/**
 * A paycycle's payroll report (domain §3 "Payroll report", §4): its pay register (versions), change
 * and variance reports and payslips. The workflow (approval, lock, sharing) moves only through
 * POST /api/payroll-report/:id/action (its workflow, payroll/report-workflow.ts); readers are decided
 * by the report (domain §6).
 */
export const payrollReport = defineResource({
  name: 'payroll_report',
  scope: 'customer',
  titleField: 'name',
  defaultSort: '-id',
  screens: [],
  stampOnCreate: { created_by: 'user' },
  workflow: payrollReportWorkflow as ResourceWorkflow,
  // The generated change report is read through GET /api/payroll-central/change-report.
  hiddenColumns: ['change_report'],
  fields: [
    { name: 'customer_id', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, readOnly: true },
    { name: 'paycycle_id', type: 'reference', reference: { resource: 'paycycle', labelField: 'name' }, required: true, createOnly: true, list: true, filter: true },
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, search: true, sort: true },
    { name: 'status', type: 'enum', enum: PAYROLL_REPORT_STATUSES, readOnly: true, default: 'generated', list: true, filter: true },
    { name: 'locked', type: 'boolean', readOnly: true, default: false, list: true, filter: true },
    { name: 'visibility', type: 'enum', enum: ['all', 'specific'], readOnly: true, default: 'all', list: true },
    { name: 'created_by', type: 'integer', readOnly: true, list: true },
    { name: 'register_version', type: 'integer', readOnly: true, default: 0 },
    { name: 'change_report_confirmed_at', type: 'datetime', readOnly: true },
    { name: 'notes', type: 'text', maxLength: 2000 },
    // The files the cycle's figures come from (input sheets, timesheets, statutory returns): uploads of the tenant.
    { name: 'source_files', type: 'files', pattern: 'upload' },
  ],
  access: {
    list: { anyOf: ['superadmin', 'report_reader'] },
    show: { anyOf: ['superadmin', 'report_reader'] },
    create: { privilege: 'payroll' },
    // Only the creator changes or removes a report (domain §4); the platform's superadmins may correct one.
    update: { anyOf: ['superadmin', 'creator'] },
    delete: { anyOf: ['superadmin', 'creator'] },
  },
})
