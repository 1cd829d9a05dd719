import { defineResource } from '../define.js'
import { companyDataAccess, companyOwnerFields } from './company_data.js'

/**
 * A bank account of the company (customer or vendor), apart from the per-person bank accounts
 * (bank_account): other owner, other privilege (admin settings, not bank info).
 */
export const companyBankAccount = defineResource({
  name: 'company_bank_account',
  scope: 'customer_or_vendor',
  titleField: 'account_holder',
  defaultSort: 'account_holder',
  screens: [],
  fields: [
    ...companyOwnerFields(),
    { name: 'account_holder', type: 'string', required: true, maxLength: 255, list: true, sort: true, search: true },
    { name: 'bank', type: 'string', maxLength: 255, list: true, search: true },
    { name: 'bank_country', type: 'country', list: true, filter: true },
    { name: 'account_number', type: 'string', maxLength: 64, list: true, listFallback: ['iban'], listMask: 'last4' },
    { name: 'iban', type: 'string', pattern: 'iban', maxLength: 42 },
    { name: 'swift_bic', type: 'string', pattern: 'bic', maxLength: 11, list: true },
    { name: 'currency', type: 'string', pattern: 'currency', maxLength: 3, list: true, filter: true, currencyOf: 'bank_country' },
    { name: 'branch', type: 'string', maxLength: 255 },
    { name: 'bank_address', type: 'text', maxLength: 1000 },
    { name: 'routing_number', type: 'string', maxLength: 32 },
    { name: 'sort_code', type: 'string', maxLength: 16 },
    // One default per owner: a customer's rows have no vendor_id and a vendor's no customer_id, and the
    // clearing runs inside the tenant scope, so the vendor column separates the two owners.
    { name: 'is_default', type: 'boolean', default: false, exclusivePer: 'vendor_id', list: true, filter: true },
  ],
  access: companyDataAccess,
})
