import type { Requirement } from './catalogue/types.js'
import { meets } from './access.js'
import type { RoleSubject } from './roles.js'

/**
 * Vendor portal rules (shell §2.3, §6): the Users and Settings tabs and partner changes belong to
 * vendor admins (and superadmins acting for a vendor); vendor users only read partners.
 */
export const VENDOR_PORTAL_MANAGE: Requirement = { anyOf: ['superadmin', 'vendor_admin'] }

export const canManageVendorPortal = (user: RoleSubject | null | undefined) => !!user && meets(user, VENDOR_PORTAL_MANAGE)

/**
 * Access rules a screen's route guard may name when the screen is not one catalogue resource;
 * the API checks the same predicates, so the rule lives in one place.
 */
export const ROUTE_RULES = {
  manage_vendor_portal: canManageVendorPortal,
} satisfies Record<string, (user: RoleSubject | null | undefined) => boolean>

export type RouteRule = keyof typeof ROUTE_RULES

/** Retyped-name confirmation of a delete: surrounding blanks ignored, case kept (domain §5). */
export const nameMatches = (typed: unknown, actual: unknown) =>
  typeof typed === 'string' && typeof actual === 'string' && typed.trim() !== '' && typed.trim() === actual.trim()
