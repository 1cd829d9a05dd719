import type { CrudFilter } from '@refinedev/core'

/**
 * Whose company data a panel shows and adds: the acting customer's, or a vendor's (the acting
 * vendor, or a partner the vendor portal passes by id). The API stamps the owner from the acting
 * tenant; owner_type only says which of the two a new row belongs to.
 */
export type CompanyOwner = { type: 'customer' } | { type: 'vendor'; vendorId?: number }

/** The list filters that keep a panel to its owner's rows (customers also read their vendor's). */
export function ownerFilters(owner: CompanyOwner): CrudFilter[] {
  const filters: CrudFilter[] = [{ field: 'owner_type', operator: 'eq', value: owner.type }]
  if (owner.type === 'vendor' && owner.vendorId) filters.push({ field: 'vendor_id', operator: 'eq', value: owner.vendorId })
  return filters
}

/** The record a new row will be, for the access check of its create button. */
export const ownerRecord = (owner: CompanyOwner) => ({ owner_type: owner.type })

/** Tells owners apart in client caches (the acting tenant itself travels in headers). */
export const ownerKey = (owner: CompanyOwner) => (owner.type === 'vendor' ? `vendor:${owner.vendorId ?? 'own'}` : 'customer')
