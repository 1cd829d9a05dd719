import type { ResourceWorkflow } from '../types.js'
import { customerAdminManaged, defineResource } from '../define.js'
import type { CrudAction, FieldDef, Requirement } from '../types.js'
import { EXPENSE_PAY_ITEM_KEYS, EXPENSE_PAYMENT_TYPES, EXPENSE_REPORT_KEEPERS, EXPENSE_REPORT_STATUSES, EXPENSE_STATUSES, expenseReportWorkflow, expenseWorkflow } from '../../expense-workflow.js'
import { personOwner } from './employment.js'

const customer: FieldDef = { name: 'customer_id', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, readOnly: true }
const payingEntity: FieldDef = { name: 'paying_entity_id', type: 'reference', reference: { resource: 'business_entity', labelField: 'name' } }
/** On a claim, the choices come from option lists: employees may not list the company's entities or paycycles. */
const claimPayingEntity: FieldDef = { ...payingEntity, reference: { ...payingEntity.reference!, options: 'paying_entities' } }

/**
 * An allowance item (domain §3; the expense settings of /admin-setting): what staff may claim,
 * paid under one of the expense pay item keys, with its limits (in the item's currency), whether a
 * receipt is required, and the entity that pays it unless a claim names another.
 */
export const allowanceItem = defineResource({
  name: 'allowance_item',
  scope: 'customer',
  titleField: 'name',
  defaultSort: 'name',
  icon: 'wallet',
  placement: 'admin-setting',
  uniqueTogether: [['customer_id', 'name']],
  fields: [
    customer,
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sort: true, search: true },
    { name: 'name_translations', type: 'translations', translates: 'name', maxLength: 255 },
    { name: 'pay_item_key', type: 'enum', enum: EXPENSE_PAY_ITEM_KEYS, required: true, list: true, filter: true },
    { name: 'currency', type: 'string', pattern: 'currency', maxLength: 3, list: true },
    { name: 'limit_per_claim', type: 'money', currencyField: 'currency', min: '0', list: true },
    { name: 'limit_per_month', type: 'money', currencyField: 'currency', min: '0', list: true },
    { name: 'receipt_required', type: 'boolean', default: true, list: true },
    { ...payingEntity, list: true },
    { name: 'is_active', type: 'boolean', default: true, list: true, filter: true },
  ],
  access: customerAdminManaged,
})

/**
 * Claims: the person keeps their own (until decided), their reporting manager and data managers
 * read them, the payroll privilege (HR and finance) reads and keeps everyone's.
 */
const expenseAccess: Record<CrudAction, Requirement> = {
  list: { anyOf: ['self', 'reports', 'data_manager', { privilege: 'payroll' }] },
  show: { anyOf: ['self', 'reports', 'data_manager', { privilege: 'payroll' }] },
  create: { anyOf: ['self', { privilege: 'payroll' }] },
  update: { anyOf: ['self', { privilege: 'payroll' }] },
  delete: { anyOf: ['self', { privilege: 'payroll' }] },
}

/**
 * An expense claim (domain §3 "Expense"). Status, the limit flags and the report's conversion are
 * the server's: the status moves by POST /api/expense/:id/status (a decision) and with its report
 * (POST /api/expense-report/:id/action); a receipt split into several items shares a split_group.
 */
export const expense = defineResource({
  name: 'expense',
  workflow: expenseWorkflow as ResourceWorkflow,
  scope: 'customer',
  titleField: 'name',
  personalData: true,
  screens: [],
  defaultSort: '-transaction_date',
  selfEditable: [
    'name', 'allowance_item_id', 'amount', 'currency', 'transaction_date', 'payment_type', 'tax_included', 'taxable_amount',
    'tax_amount', 'tax_rate', 'invoice_number', 'paying_entity_id', 'paycycle_id', 'origin', 'destination', 'receipt', 'files', 'notes',
  ],
  fields: [
    personOwner[0],
    { ...personOwner[1], createOnly: true },
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, search: true, sort: true },
    { name: 'allowance_item_id', type: 'reference', reference: { resource: 'allowance_item', labelField: 'name' }, required: true, list: true, filter: true },
    // A claim is money spent (a split's part too); a negative one would offset the month's limit.
    { name: 'amount', type: 'money', currencyField: 'currency', min: '0', required: true, list: true, rules: [{ kind: 'notLessThan', other: 'taxable_amount', message: 'messages.expense_taxable_exceeds_amount' }] },
    { name: 'currency', type: 'string', pattern: 'currency', maxLength: 3, required: true, list: true, filter: true },
    { name: 'transaction_date', type: 'date', required: true, list: true, sort: true, filter: true },
    { name: 'payment_type', type: 'enum', enum: EXPENSE_PAYMENT_TYPES, required: true, default: 'cash', list: true, filter: true },
    { name: 'tax_included', type: 'boolean', default: false },
    // The taxable part of the amount; the rest is tax free (domain §3).
    { name: 'taxable_amount', type: 'money', currencyField: 'currency', min: '0' },
    // Invoice tax details.
    { name: 'tax_amount', type: 'money', currencyField: 'currency', min: '0' },
    { name: 'tax_rate', type: 'decimal', scale: 4, min: '0' },
    { name: 'invoice_number', type: 'string', maxLength: 100 },
    claimPayingEntity,
    { name: 'paycycle_id', type: 'reference', reference: { resource: 'paycycle', labelField: 'name', options: 'open_paycycles' } },
    { name: 'origin', type: 'string', maxLength: 255 },
    { name: 'destination', type: 'string', maxLength: 255 },
    { name: 'receipt', type: 'files', pattern: 'upload' },
    { name: 'files', type: 'files', pattern: 'upload' },
    { name: 'notes', type: 'text', maxLength: 2000 },
    { name: 'split_group', type: 'string', maxLength: 36, readOnly: true },
    { name: 'status', type: 'enum', enum: EXPENSE_STATUSES, readOnly: true, default: 'submitted', list: true, filter: true, sort: true },
    // Over a limit of its allowance item: flagged for the approver, never silently accepted or refused.
    { name: 'over_limit', type: 'boolean', readOnly: true, default: false, list: true, filter: true },
    { name: 'limit_flags', type: 'string', readOnly: true, maxLength: 100 },
    { name: 'decision_notes', type: 'text', readOnly: true },
    { name: 'decided_by', type: 'integer', readOnly: true },
    { name: 'decided_at', type: 'datetime', readOnly: true },
    // Its report and the conversion into the report's currency (the rate and its date kept with the amount).
    { name: 'expense_report_id', type: 'integer', readOnly: true, list: true, filter: true },
    { name: 'report_currency', type: 'string', readOnly: true, maxLength: 3 },
    { name: 'converted_amount', type: 'money', currencyField: 'report_currency', readOnly: true, list: true },
    { name: 'exchange_rate', type: 'decimal', scale: 10, readOnly: true },
    { name: 'rate_date', type: 'date', readOnly: true },
    { name: 'created_at', type: 'datetime', readOnly: true, list: true, sort: true },
  ],
  access: expenseAccess,
})

/**
 * An expense report (domain §3): approved claims of a period, converted into its currency with its
 * own rates, shared with users who confirm it, locked while they do, generated into a paycycle.
 * Payroll users keep reports; a user it is shared with reads it.
 */
export const expenseReport = defineResource({
  name: 'expense_report',
  workflow: expenseReportWorkflow as ResourceWorkflow,
  scope: 'customer',
  titleField: 'name',
  defaultSort: '-id',
  screens: [],
  stampOnCreate: { created_by: 'user' },
  fields: [
    customer,
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, search: true, sort: true },
    { name: 'period_start', type: 'date', required: true, list: true, sort: true, filter: true },
    { name: 'period_end', type: 'date', required: true, list: true, rules: [{ kind: 'afterOrEqual', other: 'period_start', message: 'messages.expense_report_period_order' }] },
    { name: 'currency', type: 'string', pattern: 'currency', maxLength: 3, required: true, list: true },
    // The date whose platform rates the report's own rates default to.
    { name: 'report_date', type: 'date' },
    { name: 'paycycle_id', type: 'reference', reference: { resource: 'paycycle', labelField: 'name' }, list: true },
    { name: 'status', type: 'enum', enum: EXPENSE_REPORT_STATUSES, readOnly: true, default: 'report_generated', list: true, filter: true },
    { name: 'locked', type: 'boolean', readOnly: true, default: false, list: true, filter: true },
    { name: 'total', type: 'money', currencyField: 'currency', readOnly: true, list: true },
    { name: 'item_count', type: 'integer', readOnly: true, default: 0, list: true },
    { name: 'created_by', type: 'integer', readOnly: true },
    { name: 'notes', type: 'text', maxLength: 2000 },
  ],
  access: {
    list: { anyOf: [{ privilege: 'payroll' }, 'expense_report_reader'] },
    show: { anyOf: [{ privilege: 'payroll' }, 'expense_report_reader'] },
    create: EXPENSE_REPORT_KEEPERS,
    update: EXPENSE_REPORT_KEEPERS,
    delete: EXPENSE_REPORT_KEEPERS,
  },
})
