import type { CrudAction, FieldDef, Requirement } from '../types.js'

/**
 * Company data (domain §3 Business entity, Agreement, company documents and bank accounts) belongs
 * either to a customer or to a vendor: scope 'customer_or_vendor'. owner_type is chosen on create
 * and never changes; the server stamps customer_id or vendor_id from the acting tenant.
 */
export const companyOwnerFields = (ownerTypes: readonly string[] = ['customer', 'vendor']): FieldDef[] => [
  { name: 'owner_type', type: 'enum', enum: ownerTypes, required: true, default: ownerTypes[0], createOnly: true, filter: true },
  { name: 'customer_id', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, readOnly: true, filter: true },
  { name: 'vendor_id', type: 'reference', reference: { resource: 'vendor', labelField: 'name' }, readOnly: true, filter: true },
]

/**
 * Customer admins (access_admin; admins pass) manage their company's rows; a vendor's rows only its
 * own vendor admins (and superadmins) — not a partner or customer the rows are shared with.
 */
export const companyDataWrite: Requirement = {
  byOwner: { customer: { privilege: 'admin' }, vendor: { anyOf: ['superadmin', 'owning_vendor_admin'] } },
}

/** Read by whoever may see the company's admin settings; written per owner. */
export const companyDataAccess: Record<CrudAction, Requirement> = {
  list: { privilege: 'admin' },
  show: { privilege: 'admin' },
  create: companyDataWrite,
  update: companyDataWrite,
  delete: companyDataWrite,
}
