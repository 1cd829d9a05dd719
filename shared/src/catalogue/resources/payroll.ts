import type { ResourceWorkflow } from '../types.js'
import { defineResource, payrollManaged } from '../define.js'
import type { FieldDef } from '../types.js'
import { GROSS_TYPES, PAY_FREQUENCIES, PAY_ITEM_CATEGORIES, PAY_OPTIONS, SUPERADMIN_ONLY_PAY_CATEGORIES } from '../../reference.js'
import { PAYCYCLE_STAGES, paycycleWorkflow } from '../../payroll/stages.js'
import { personOwner } from './employment.js'

/**
 * Payroll (issue 14, domain §3 "Payroll", "Pay item"): payrolls with their approvers and
 * paycycles, and each person's pay items. The payroll privilege keeps them all; stages move only
 * through POST /api/paycycle/:id/stage (the shared stage machine).
 */
const customer: FieldDef = { name: 'customer_id', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, readOnly: true }
const payrollRef = { name: 'payroll_id', type: 'reference', reference: { resource: 'payroll', labelField: 'name' }, required: true, createOnly: true, list: true, filter: true } as const satisfies FieldDef
const CYCLE_FREQUENCIES = PAY_FREQUENCIES.filter((f) => f !== 'one_time' && f !== 'hourly' && f !== 'daily')

export const payroll = defineResource({
  name: 'payroll',
  scope: 'customer',
  titleField: 'name',
  defaultSort: 'name',
  screens: [],
  uniqueTogether: [['customer_id', 'name']],
  fields: [
    customer,
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sort: true, search: true },
    // The payroll label (domain §3): iso_code, frequency, type, label.
    { name: 'iso_code', type: 'country', list: true, filter: true },
    { name: 'frequency', type: 'enum', enum: CYCLE_FREQUENCIES, required: true, default: 'monthly', list: true, filter: true },
    { name: 'label_type', type: 'string', maxLength: 50 },
    { name: 'label', type: 'string', maxLength: 255, list: true },
    { name: 'payroll_entity_id', type: 'reference', reference: { resource: 'business_entity', labelField: 'name' } },
    // One of the payroll currencies or the customer's own (domain §5; checked with the customer: GET /api/payroll-currencies).
    { name: 'currency', type: 'string', pattern: 'currency', maxLength: 3, required: true, default: 'USD', list: true },
    { name: 'pay_day_of_month', type: 'integer', list: true },
    // The days a period counts (issue 14, 42): proration of joiners and leavers and unpaid days, with each person's holidays.
    { name: 'day_type', type: 'enum', enum: ['working', 'calendar'], required: true, default: 'working', list: true },
    { name: 'notes', type: 'text', maxLength: 2000 },
  ],
  access: payrollManaged,
})

/** An approver of a payroll at a level: level 1 approves before level 2 (domain §3). */
export const payrollApprover = defineResource({
  name: 'payroll_approver',
  scope: 'customer',
  titleField: 'level',
  defaultSort: 'level',
  screens: [],
  uniqueTogether: [['payroll_id', 'person_id']],
  fields: [
    customer,
    payrollRef,
    { ...personOwner[1], createOnly: false },
    { name: 'level', type: 'integer', required: true, default: 1, list: true, sort: true },
  ],
  access: payrollManaged,
})

/** One run of a payroll: a regular period or an off-cycle run, with its due dates and stage. */
export const paycycle = defineResource({
  name: 'paycycle',
  workflow: paycycleWorkflow as ResourceWorkflow,
  scope: 'customer',
  titleField: 'name',
  defaultSort: 'period_start',
  screens: [],
  fields: [
    customer,
    payrollRef,
    { name: 'name', type: 'string', required: true, maxLength: 100, list: true, search: true },
    { name: 'kind', type: 'enum', enum: ['regular', 'off_cycle'], required: true, default: 'regular', list: true, filter: true },
    { name: 'period_start', type: 'date', required: true, list: true, sort: true, filter: true },
    { name: 'period_end', type: 'date', required: true, list: true, filter: true, rules: [{ kind: 'afterOrEqual', other: 'period_start', message: 'messages.paycycle_period_order' }] },
    { name: 'cut_off_date', type: 'date' },
    { name: 'change_data_due_date', type: 'date' },
    { name: 'calculation_due_date', type: 'date' },
    { name: 'approval_due_date', type: 'date' },
    { name: 'funding_due_date', type: 'date' },
    { name: 'payment_date', type: 'date', list: true },
    { name: 'pay_day', type: 'date' },
    { name: 'stage', type: 'enum', enum: PAYCYCLE_STAGES, readOnly: true, default: 'not_started', list: true, filter: true },
    { name: 'approval_level', type: 'integer', readOnly: true, default: 0 },
    { name: 'notes', type: 'text', maxLength: 2000 },
  ],
  access: payrollManaged,
})

/**
 * A person's pay item (domain §3 "Pay item"): from a pay item definition, with its own category,
 * frequency, gross type, amount (or a rate on a base), currency and dates. The same data twice on
 * one effective date is refused (domain §8).
 */
export const personPayItem = defineResource({
  name: 'person_pay_item',
  scope: 'customer',
  titleField: 'effective_date',
  personalData: true,
  screens: [],
  defaultSort: '-effective_date',
  uniqueTogether: [['person_id', 'pay_item_id', 'effective_date', 'category', 'frequency', 'gross_type', 'currency', 'value', 'rate']],
  uniqueTogetherMessage: 'messages.effective_date_exists',
  fields: [
    ...personOwner,
    { name: 'pay_item_id', type: 'reference', reference: { resource: 'pay_item', labelField: 'name' }, required: true, list: true, filter: true },
    {
      name: 'category', type: 'enum', enum: PAY_ITEM_CATEGORIES, required: true, default: 'salary', list: true, filter: true,
      restrictedValues: { values: SUPERADMIN_ONLY_PAY_CATEGORIES, requirement: 'superadmin', message: 'messages.pay_item_category_superadmin_only' },
    },
    { name: 'frequency', type: 'enum', enum: PAY_FREQUENCIES, required: true, default: 'monthly', list: true },
    { name: 'gross_type', type: 'enum', enum: GROSS_TYPES, required: true, default: 'gross', list: true },
    { name: 'pay_option', type: 'enum', enum: PAY_OPTIONS, required: true, default: 'non_deductible' },
    { name: 'currency', type: 'string', pattern: 'currency', maxLength: 3, list: true },
    { name: 'value', type: 'money', currencyField: 'currency', list: true },
    // A percentage of a base (e.g. '17.5' is 17.5%), where the item is not an amount.
    { name: 'rate', type: 'decimal', scale: 4, list: true },
    { name: 'effective_date', type: 'date', required: true, list: true, sort: true },
    { name: 'end_date', type: 'date', list: true, rules: [{ kind: 'afterOrEqual', other: 'effective_date', message: 'validation.end_after_effective' }] },
    { name: 'is_reference_only', type: 'boolean', default: false, list: true },
    { name: 'notes', type: 'text', maxLength: 2000 },
    // approved (in the payroll), pending (a data manager's change) or rejected; set by the server.
    { name: 'approval_status', type: 'enum', enum: ['approved', 'pending', 'rejected'], readOnly: true, default: 'approved', list: true, filter: true },
  ],
  // Data managers keep the pay items of the staff assigned to them; their changes wait for a payroll user's approval.
  access: {
    list: { anyOf: [{ privilege: 'payroll' }, 'data_manager'] },
    show: { anyOf: [{ privilege: 'payroll' }, 'data_manager'] },
    create: { anyOf: [{ privilege: 'payroll' }, 'data_manager'] },
    update: { anyOf: [{ privilege: 'payroll' }, 'data_manager'] },
    delete: { privilege: 'payroll' },
  },
})
