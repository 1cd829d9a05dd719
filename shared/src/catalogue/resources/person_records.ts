import { defineResource } from '../define.js'
import type { FieldDef, ResourceDef } from '../types.js'
import { bankRequiredCountries } from '../../bank-forms.js'

/**
 * Records that belong to one person (domain §3): bank accounts, passports, emergency contacts.
 * They carry the customer (tenant) and the person; the person's own user may manage them, and
 * so may holders of the privilege named per resource. The person detail tabs show them.
 */
const owner = [
  { name: 'customer_id', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, readOnly: true },
  { name: 'person_id', type: 'reference', reference: { resource: 'people', labelField: 'name' }, required: true, filter: true, list: true },
] as const satisfies readonly FieldDef[]

const personAccess = (privilege: 'bank_info' | 'personal_info'): ResourceDef['access'] => ({
  // Reporting managers reach these only through the privilege: bank and identity data are not
  // part of what a manager approves.
  list: { anyOf: ['self', { privilege }] },
  show: { anyOf: ['self', { privilege }] },
  create: { anyOf: ['self', { privilege }] },
  update: { anyOf: ['self', { privilege }] },
  delete: { anyOf: ['self', { privilege }] },
})

const bankRequired = bankRequiredCountries()
/** A bank field the dynamic bank form (shared/src/bank-forms.ts) requires for some bank countries. */
const bankField = (field: FieldDef): FieldDef => {
  const countries = bankRequired[field.name]
  if (!countries) return field
  return { ...field, rules: [{ kind: 'requiredWhen', when: { bank_country: countries }, message: 'people_ui.bank.required_for_country' }] }
}

export const bankAccount = defineResource({
  name: 'bank_account',
  scope: 'customer',
  titleField: 'account_holder',
  personalData: true,
  screens: [],
  fields: [
    ...owner,
    bankField({ name: 'account_holder', type: 'string', required: true, maxLength: 255, list: true }),
    bankField({ name: 'holder_address', type: 'text', maxLength: 1000 }),
    bankField({ name: 'holder_local_name', type: 'string', maxLength: 255 }),
    // The country's form may ask for an IBAN, a CLABE or a UnionPay number instead (bank-forms.ts).
    bankField({ name: 'account_number', type: 'string', maxLength: 64, list: true, listFallback: ['iban', 'clabe', 'union_pay'], listMask: 'last4' }),
    bankField({ name: 'account_type', type: 'string', maxLength: 50 }),
    bankField({ name: 'bank_name', type: 'string', maxLength: 255, list: true }),
    bankField({ name: 'bank_address', type: 'text', maxLength: 1000 }),
    bankField({ name: 'bank_country', type: 'country', list: true }),
    bankField({ name: 'bank_local_name', type: 'string', maxLength: 255 }),
    bankField({ name: 'branch', type: 'string', maxLength: 255 }),
    bankField({ name: 'branch_local_name', type: 'string', maxLength: 255 }),
    bankField({ name: 'currency', type: 'string', pattern: 'currency', maxLength: 3, list: true, currencyOf: 'bank_country' }),
    bankField({ name: 'clabe', type: 'string', maxLength: 18 }),
    bankField({ name: 'iban', type: 'string', pattern: 'iban', maxLength: 34 }),
    bankField({ name: 'ifsc', type: 'string', maxLength: 11 }),
    bankField({ name: 'routing_number', type: 'string', maxLength: 9 }),
    bankField({ name: 'sort_code', type: 'string', maxLength: 8 }),
    bankField({ name: 'swift_bic', type: 'string', pattern: 'bic', maxLength: 11 }),
    bankField({ name: 'union_pay', type: 'string', maxLength: 19 }),
    bankField({ name: 'bank_code', type: 'string', maxLength: 20 }),
    bankField({ name: 'branch_code', type: 'string', maxLength: 20 }),
    { name: 'is_default', type: 'boolean', default: false, exclusivePer: 'person_id', list: true },
  ],
  access: personAccess('bank_info'),
})

export const passport = defineResource({
  name: 'passport',
  scope: 'customer',
  titleField: 'number',
  personalData: true,
  screens: [],
  fields: [
    ...owner,
    { name: 'number', type: 'string', required: true, maxLength: 30, list: true },
    { name: 'issuing_country', type: 'country', required: true, list: true },
    { name: 'issue_date', type: 'date' },
    {
      name: 'expiry_date', type: 'date', list: true,
      rules: [{ kind: 'afterOrEqual', other: 'issue_date', message: 'validation.expiry_after_issue' }],
    },
    { name: 'name_on_passport', type: 'string', maxLength: 255 },
    { name: 'is_default', type: 'boolean', default: false, exclusivePer: 'person_id', list: true },
  ],
  access: personAccess('personal_info'),
})

export const emergencyContact = defineResource({
  name: 'emergency_contact',
  scope: 'customer',
  titleField: 'name',
  personalData: true,
  screens: [],
  fields: [
    ...owner,
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true },
    { name: 'relationship', type: 'string', required: true, maxLength: 100, list: true },
    { name: 'phone', type: 'phone', maxLength: 40, list: true },
    { name: 'email', type: 'email', maxLength: 255, lowercase: true },
    { name: 'address', type: 'text', maxLength: 1000 },
  ],
  access: personAccess('personal_info'),
})
