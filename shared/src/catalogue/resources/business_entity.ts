import { defineResource } from '../define.js'
import { companyDataAccess, companyOwnerFields } from './company_data.js'

/**
 * A legal entity of a customer or a vendor (domain §3 "Business entity"; the legal entity form of §2:
 * display name, local legal name, incorporation date). Customers also read their vendor's entities:
 * they are the selling side of the customer's agreements.
 */
export const businessEntity = defineResource({
  name: 'business_entity',
  scope: 'customer_or_vendor',
  sharedWithCustomers: true,
  titleField: 'name',
  defaultSort: 'name',
  screens: [],
  fields: [
    ...companyOwnerFields(),
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sort: true, search: true },
    { name: 'display_name', type: 'string', maxLength: 255, list: true, search: true },
    { name: 'local_legal_name', type: 'string', maxLength: 255 },
    { name: 'tax_id', type: 'string', maxLength: 100, list: true, search: true },
    { name: 'country', type: 'country', list: true, filter: true },
    { name: 'address', type: 'text', maxLength: 1000 },
    { name: 'incorporation_date', type: 'date', list: true, sort: true },
    { name: 'documents', type: 'files', pattern: 'upload' },
  ],
  access: companyDataAccess,
})
