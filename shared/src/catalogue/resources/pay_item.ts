import { defineResource, readableBySuperadminManaged } from '../define.js'
import type { FieldDef, Requirement, CrudAction } from '../types.js'
import { GROSS_TYPES, PAY_FREQUENCIES, PAY_ITEM_CATEGORIES, PAY_OPTIONS, SUPERADMIN_ONLY_PAY_CATEGORIES } from '../../reference.js'

/** Pay item fields (domain §3), shared by the data cloud's items and a customer's own ones. */
const payItemFields: FieldDef[] = [
  { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sort: true, search: true },
  { name: 'name_translations', type: 'translations', translates: 'name', maxLength: 255 },
  { name: 'country', type: 'country', list: true, filter: true, sort: true },
  {
    name: 'category', type: 'enum', enum: PAY_ITEM_CATEGORIES, required: true, list: true, filter: true,
    restrictedValues: { values: SUPERADMIN_ONLY_PAY_CATEGORIES, requirement: 'superadmin', message: 'messages.pay_item_category_superadmin_only' },
  },
  { name: 'frequency', type: 'enum', enum: PAY_FREQUENCIES, required: true, default: 'monthly', list: true, filter: true },
  { name: 'gross_type', type: 'enum', enum: GROSS_TYPES, required: true, default: 'gross', list: true },
  { name: 'pay_option', type: 'enum', enum: PAY_OPTIONS, required: true, default: 'non_deductible' },
  { name: 'is_reference_only', type: 'boolean', default: false, list: true, filter: true },
  // Paid per day worked, so unpaid leave days reduce it (issue 42); unset is the category's default:
  // on for salary and recurring allowances, off for one-offs, bonuses and reimbursements.
  { name: 'reduced_by_unpaid_leave', type: 'boolean' },
  { name: 'currency', type: 'string', pattern: 'currency', maxLength: 3, list: true },
  { name: 'value', type: 'money', currencyField: 'currency', list: true },
  { name: 'effective_date', type: 'date', list: true, sort: true },
  { name: 'affected_end_date', type: 'date', rules: [{ kind: 'afterOrEqual', other: 'effective_date', message: 'validation.end_after_effective' }] },
  { name: 'notes', type: 'text', maxLength: 2000 },
]

/** A pay item of the data cloud: the platform's reference catalogue every customer chooses from. */
export const payItem = defineResource({
  name: 'pay_item',
  scope: 'platform',
  titleField: 'name',
  defaultSort: 'name',
  icon: 'dollar',
  uniqueTogether: [['name', 'country']],
  // The data cloud's tab is "pay-items" (shell §2.1), not the derived "pay-item".
  placement: 'data-cloud',
  routes: {
    list: '/superadmin/data-cloud/pay-items', create: '/superadmin/data-cloud/pay-items/create',
    show: '/superadmin/data-cloud/pay-items/:id', edit: '/superadmin/data-cloud/pay-items/:id/edit',
  },
  fields: payItemFields,
  access: readableBySuperadminManaged,
})

/** A customer's own data types: everyone in the company reads them, admin-setting holders manage them. */
const companyOwned: Record<CrudAction, Requirement> = {
  list: 'authenticated', show: 'authenticated',
  create: { privilege: 'admin' }, update: { privilege: 'admin' }, delete: { privilege: 'admin' },
}

/** A pay item a customer adds beside the data cloud's (admin settings, company data type). */
export const companyPayItem = defineResource({
  name: 'company_pay_item',
  scope: 'customer',
  titleField: 'name',
  defaultSort: 'name',
  icon: 'dollar',
  uniqueTogether: [['customer_id', 'name', 'country']],
  routes: {
    list: '/admin-setting/company-data-type/pay-items/custom', create: '/admin-setting/company-data-type/pay-items/custom/create',
    show: '/admin-setting/company-data-type/pay-items/custom/:id', edit: '/admin-setting/company-data-type/pay-items/custom/:id/edit',
  },
  fields: [{ name: 'customer_id', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, readOnly: true }, ...payItemFields],
  access: companyOwned,
})

/** A leave type a customer adds beside the data cloud's. */
export const companyLeaveType = defineResource({
  name: 'company_leave_type',
  // Rows of the data cloud's table with the company as owner, so leave names either kind by one id.
  table: 'leave_types',
  hiddenColumns: ['country'],
  scope: 'customer',
  titleField: 'name',
  defaultSort: 'name',
  icon: 'calendar',
  uniqueTogether: [['customer_id', 'name']],
  routes: {
    list: '/admin-setting/company-data-type/leave-type/custom', create: '/admin-setting/company-data-type/leave-type/custom/create',
    show: '/admin-setting/company-data-type/leave-type/custom/:id', edit: '/admin-setting/company-data-type/leave-type/custom/:id/edit',
  },
  fields: [
    { name: 'customer_id', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, readOnly: true },
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sort: true, search: true },
    { name: 'name_translations', type: 'translations', translates: 'name', maxLength: 255 },
    { name: 'day_type', type: 'enum', enum: ['working', 'calendar'], required: true, default: 'working', list: true },
    { name: 'allow_negative', type: 'boolean', default: false, list: true },
    { name: 'is_paid', type: 'boolean', default: true, list: true },
    { name: 'default_entitlement', type: 'decimal', scale: 1, list: true },
  ],
  access: companyOwned,
})
