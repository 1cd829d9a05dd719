import { customerAdminManaged, defineResource, infoManaged } from '../define.js'
import type { FieldDef } from '../types.js'
import { DEPENDENT_RELATIONSHIPS, INSURANCE_COVERAGES, INSURANCE_PURCHASING_TYPES } from '../../mobility-workflow.js'
import { personOwner } from './employment.js'

const customer: FieldDef = { name: 'customer_id', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, readOnly: true }

/** Each coverage of a plan (domain §3): whether the plan covers it, up to which limit, with a note. */
const coverageFields: FieldDef[] = INSURANCE_COVERAGES.flatMap((c): FieldDef[] => [
  { name: c, type: 'boolean', default: false, list: c === 'in_patient' || c === 'out_patient' },
  { name: `${c}_limit`, type: 'money', currencyField: 'currency', min: '0', visibleWhen: { [c]: true } },
  { name: `${c}_note`, type: 'string', maxLength: 500, visibleWhen: { [c]: true } },
])

/**
 * An insurance plan of the company (domain §3 "Insurance"; an admin-setting tab): its provider,
 * who buys it, what it covers, and the monthly premium the company pays for a company plan, paid
 * under a pay item of the insurance premium category.
 */
export const insurancePlan = defineResource({
  name: 'insurance_plan',
  scope: 'customer',
  titleField: 'name',
  defaultSort: 'name',
  icon: 'safety',
  placement: 'admin-setting',
  uniqueTogether: [['customer_id', 'name']],
  fields: [
    customer,
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sort: true, search: true },
    { name: 'provider', type: 'string', required: true, maxLength: 255, list: true, sort: true, search: true },
    { name: 'purchasing_type', type: 'enum', enum: INSURANCE_PURCHASING_TYPES, required: true, default: 'company', list: true, filter: true },
    { name: 'currency', type: 'string', pattern: 'currency', maxLength: 3, list: true },
    { name: 'premium', type: 'money', currencyField: 'currency', min: '0', list: true },
    { name: 'pay_item_id', type: 'reference', reference: { resource: 'pay_item', labelField: 'name', options: 'insurance_premium_pay_items' } },
    { name: 'policy_number', type: 'string', maxLength: 100 },
    ...coverageFields,
    { name: 'files', type: 'files', pattern: 'upload' },
    { name: 'notes', type: 'text', maxLength: 2000 },
    { name: 'is_active', type: 'boolean', default: true, list: true, filter: true },
  ],
  access: customerAdminManaged,
})

/**
 * A person's enrolment in a plan, from its start to its end date, with its papers (policy, cards).
 * A company plan with a premium puts the premium on the person's pay items while they are on a
 * payroll (person_pay_item_id). HR (the info privilege) keeps a person's insurance; the person and
 * their data managers read it.
 */
export const insuranceEnrolment = defineResource({
  name: 'insurance_enrolment',
  scope: 'customer',
  titleField: 'plan_start_date',
  personalData: true,
  defaultSort: '-plan_start_date',
  uniqueTogether: [['person_id', 'plan_id', 'plan_start_date']],
  routes: {
    list: '/global-mobility/insurance', create: '/global-mobility/insurance/create',
    show: '/global-mobility/insurance/:id', edit: '/global-mobility/insurance/:id/edit',
  },
  fields: [
    customer,
    { ...personOwner[1], createOnly: true, sort: true },
    { name: 'plan_id', type: 'reference', reference: { resource: 'insurance_plan', labelField: 'name' }, required: true, list: true, filter: true },
    { name: 'plan_start_date', type: 'date', required: true, list: true, sort: true, filter: true },
    { name: 'plan_end_date', type: 'date', list: true, sort: true, filter: true, rules: [{ kind: 'afterOrEqual', other: 'plan_start_date', message: 'messages.insurance_end_after_start' }] },
    { name: 'member_number', type: 'string', maxLength: 100, list: true, search: true },
    { name: 'files', type: 'files', pattern: 'upload' },
    { name: 'notes', type: 'text', maxLength: 2000 },
    { name: 'person_pay_item_id', type: 'integer', readOnly: true },
  ],
  access: infoManaged,
})

/** A dependent covered by an enrolment (it takes the enrolment's person, and so its readers). */
export const insuranceDependent = defineResource({
  name: 'insurance_dependent',
  scope: 'customer',
  titleField: 'name',
  personalData: true,
  screens: [],
  defaultSort: 'name',
  ownerVia: 'enrolment_id',
  fields: [
    customer,
    { name: 'enrolment_id', type: 'reference', reference: { resource: 'insurance_enrolment', labelField: 'plan_start_date' }, required: true, createOnly: true, list: true, filter: true },
    { name: 'person_id', type: 'reference', reference: { resource: 'people', labelField: 'name' }, readOnly: true, filter: true },
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sort: true, search: true },
    { name: 'relationship', type: 'enum', enum: DEPENDENT_RELATIONSHIPS, required: true, list: true, filter: true },
    { name: 'birth_date', type: 'date', list: true },
    { name: 'covered_from', type: 'date', required: true, list: true },
    { name: 'covered_to', type: 'date', list: true, rules: [{ kind: 'afterOrEqual', other: 'covered_from', message: 'messages.insurance_covered_to_after_from' }] },
    { name: 'notes', type: 'text', maxLength: 2000 },
  ],
  access: infoManaged,
})
