import { defineResource, infoManaged } from '../define.js'
import type { FieldDef, Requirement, ResourceDef } from '../types.js'
import { CONTRACT_TYPES, EXPAT_ACTIONS, HIRING_TYPES } from '../../lifecycle.js'

/**
 * Work and employment info of a person (domain §3): the current terms (one row per person) and
 * the dated histories behind them (employment, country and expat records).
 */
export const personOwner = [
  { name: 'customer_id', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, readOnly: true },
  { name: 'person_id', type: 'reference', reference: { resource: 'people', labelField: 'name' }, required: true, filter: true, list: true },
] as const satisfies readonly FieldDef[]

/** HR terms are the info privilege's (the person and their data managers read them). */
export const infoAccess: ResourceDef['access'] = infoManaged

const afterJobStart = { kind: 'afterOrEqual', other: 'job_start_date', message: 'validation.after_or_equal_job_start' } as const
/**
 * Deposits and setup fees are the customer's and the vendor's commercial terms: never the person's
 * (who reads their own employment terms) to see.
 */
const commercial: Requirement = { privilege: 'info' }
const currency = (name: string): FieldDef => ({ name, type: 'string', pattern: 'currency', maxLength: 3, requires: commercial })
// Deposits and setup fees are charged, never paid out: not below zero.
const money = (name: string): FieldDef => ({ name, type: 'money', currencyField: `${name}_currency`, min: '0', requires: commercial })

export const employmentInfo = defineResource({
  name: 'employment_info',
  scope: 'customer',
  titleField: 'job_start_date',
  personalData: true,
  screens: [],
  uniqueTogether: [['person_id']],
  fields: [
    ...personOwner,
    // A business entity of the customer (or of its vendor, for EOR). No database foreign key: the
    // organisation area owns that table and its migrations; the API checks the id in the tenant.
    { name: 'contract_entity_id', type: 'reference', reference: { resource: 'business_entity', labelField: 'name' } },
    { name: 'contract_type', type: 'enum', enum: CONTRACT_TYPES, list: true },
    { name: 'hiring_type', type: 'enum', enum: HIRING_TYPES, list: true },
    { name: 'job_start_date', type: 'date', required: true, list: true },
    { name: 'expat_start_date', type: 'date', rules: [{ kind: 'forbiddenWhen', when: { hiring_type: 'intern' }, message: 'validation.intern_cannot_be_expat' }] },
    { name: 'expat_end_date', type: 'date', rules: [{ kind: 'afterOrEqual', other: 'expat_start_date', message: 'validation.expat_end_after_start' }] },
    { name: 'probation_end_date', type: 'date', rules: [afterJobStart] },
    { name: 'last_employed_date', type: 'date' },
    { name: 'last_working_day', type: 'date', rules: [afterJobStart] },
    { name: 'home_payroll', type: 'string', maxLength: 255 },
    { name: 'host_payroll', type: 'string', maxLength: 255 },
    { name: 'home_first_pay_day', type: 'date' },
    { name: 'host_first_pay_day', type: 'date' },
    money('customer_deposit'), currency('customer_deposit_currency'),
    money('vendor_deposit'), currency('vendor_deposit_currency'),
    money('customer_setup_fee'), currency('customer_setup_fee_currency'),
    money('vendor_setup_fee'), currency('vendor_setup_fee_currency'),
    { name: 'contract_start_date', type: 'date' },
    { name: 'contract_end_date', type: 'date', rules: [{ kind: 'afterOrEqual', other: 'contract_start_date', message: 'validation.contract_end_after_start' }] },
  ],
  access: infoAccess,
})

/** Dated records: the same data twice for one effective date is refused (domain §5, §8). */
const dated: Pick<ResourceDef, 'uniqueTogetherMessage' | 'personalData' | 'screens' | 'defaultSort'> =
  { uniqueTogetherMessage: 'messages.effective_date_exists', personalData: true, screens: [], defaultSort: '-effective_date' }
const effectiveDate = { name: 'effective_date', type: 'date', required: true, list: true, sort: true } as const satisfies FieldDef

export const employmentRecord = defineResource({
  ...dated,
  name: 'employment_record',
  scope: 'customer',
  titleField: 'effective_date',
  uniqueTogether: [['person_id', 'effective_date', 'contract_type', 'hiring_type', 'job_title', 'department', 'contract_entity_id']],
  fields: [
    ...personOwner,
    effectiveDate,
    { name: 'contract_type', type: 'enum', enum: CONTRACT_TYPES, list: true },
    { name: 'hiring_type', type: 'enum', enum: HIRING_TYPES, list: true },
    { name: 'job_title', type: 'string', maxLength: 255, list: true },
    { name: 'department', type: 'string', maxLength: 255, list: true },
    { name: 'contract_entity_id', type: 'reference', reference: { resource: 'business_entity', labelField: 'name' } },
    { name: 'notes', type: 'text', maxLength: 2000 },
  ],
  access: infoAccess,
})

export const countryRecord = defineResource({
  ...dated,
  name: 'country_record',
  scope: 'customer',
  titleField: 'effective_date',
  uniqueTogether: [['person_id', 'effective_date', 'country', 'host_country']],
  fields: [
    ...personOwner,
    effectiveDate,
    { name: 'country', type: 'country', required: true, list: true },
    { name: 'host_country', type: 'country', list: true },
    { name: 'notes', type: 'text', maxLength: 2000 },
  ],
  access: infoAccess,
})

export const expatRecord = defineResource({
  ...dated,
  name: 'expat_record',
  scope: 'customer',
  titleField: 'effective_date',
  uniqueTogether: [['person_id', 'effective_date', 'action', 'host_country', 'expat_start_date', 'expat_end_date', 'run_off_paycycle']],
  fields: [
    ...personOwner,
    effectiveDate,
    { name: 'action', type: 'enum', enum: EXPAT_ACTIONS, required: true, list: true },
    { name: 'host_country', type: 'country', list: true },
    { name: 'expat_start_date', type: 'date', list: true },
    { name: 'expat_end_date', type: 'date', list: true, rules: [{ kind: 'afterOrEqual', other: 'expat_start_date', message: 'validation.expat_end_after_start' }] },
    // The last paycycle the host payroll still runs after an expat assignment stops (domain §4).
    { name: 'run_off_paycycle', type: 'string', maxLength: 50, list: true },
    { name: 'notes', type: 'text', maxLength: 2000 },
  ],
  access: infoAccess,
})
