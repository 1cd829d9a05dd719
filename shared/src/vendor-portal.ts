import type { Requirement } from './catalogue/types.js'
import { meets } from './access.js'
import type { RoleSubject } from './roles.js'

/**
 * Vendor portal rules (shell §2.3, §6): the Users and Settings tabs and partner changes belong to
 * vendor admins (and superadmins acting for a vendor); vendor users only read partners.
 */
export const VENDOR_PORTAL_MANAGE: Requirement = { anyOf: ['superadmin', 'vendor_admin'] }

export const canManageVendorPortal = (user: RoleSubject | null | undefined) => !!user && meets(user, VENDOR_PORTAL_MANAGE)

/** Retyped-name confirmation of a delete: surrounding blanks ignored, case kept (domain §5). */
export const nameMatches = (typed: unknown, actual: unknown) =>
  typeof typed === 'string' && typeof actual === 'string' && typed.trim() !== '' && typed.trim() === actual.trim()
