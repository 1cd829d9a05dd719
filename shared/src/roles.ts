import { ACCESS_PRIVILEGES, accessFlag, type AccessPrivilege, type UserRole } from './enums.js'

/**
 * The subset of the authenticated user that role derivation reads (domain §3 "Authenticated user", §6).
 * The same shape is returned by GET /api/profile/me, so the frontend derives roles with this very code.
 */
export interface RoleSubject {
  id: number
  role: UserRole
  access_vendor_portal?: boolean | null
  is_manager?: boolean | null
  is_employee?: boolean | null
  is_intern?: boolean | null
  contractor_type?: string | null
  customer_id?: number | null
  vendor_id?: number | null
  person_id?: number | null
  /** people whose data this user manages as their data manager (domain §6) */
  managed_person_ids?: number[] | null
  /** people whose reporting manager this user is (their own Person): their leave and expenses come to them (domain §6) */
  report_person_ids?: number[] | null
  /** vendors whose own rows this user may write as their owner: their vendor, and for a vendor admin the partners it manages */
  managed_vendor_ids?: number[] | null
  /** payroll reports shared with this user, or whose approval was requested of them (domain §6) */
  readable_report_ids?: number[] | null
  /** expense reports shared with this user for confirmation (domain §6) */
  shared_expense_report_ids?: number[] | null
  [flag: `access_${string}`]: boolean | null | undefined
}

export type StaffSubRole = 'staff_only' | 'manager_only' | 'manager_and_staff' | 'intern'

export const isSuperadmin = (u: RoleSubject) => u.role === 'superadmin'
export const isVendor = (u: RoleSubject) => u.role === 'vendor'
export const isVendorAdmin = (u: RoleSubject) => isVendor(u) && !!u.access_vendor_portal
export const isVendorUser = (u: RoleSubject) => isVendor(u) && !u.access_vendor_portal
/** "Admin means superadmin or vendor" (domain §6). */
export const isAdmin = (u: RoleSubject) => isSuperadmin(u) || isVendor(u)
export const isStaff = (u: RoleSubject) => u.role === 'staff'
export const isContractor = (u: RoleSubject) => u.role === 'contractor'

export function staffSubRole(u: RoleSubject): StaffSubRole | null {
  if (!isStaff(u)) return null
  if (u.is_employee && u.is_intern) return 'intern'
  if (u.is_manager && u.is_employee) return 'manager_and_staff'
  if (u.is_manager) return 'manager_only'
  return 'staff_only'
}

/** An account's role as a person reads it: vendors split by portal access, staff by their sub-role. */
export type AccountRole = 'superadmin' | 'vendor_admin' | 'vendor_user' | StaffSubRole | 'contractor'

/**
 * The role an account is shown with wherever roles are displayed ("Vendor admin", "Manager and
 * staff"; labels in enums.account_role), never the raw role column ("vendor", "staff").
 */
export function accountRole(u: RoleSubject): AccountRole {
  if (isSuperadmin(u)) return 'superadmin'
  if (isVendor(u)) return isVendorAdmin(u) ? 'vendor_admin' : 'vendor_user'
  if (isContractor(u)) return 'contractor'
  return staffSubRole(u) ?? 'staff_only'
}

/** Managers include admins and staff with is_manager who are not interns. */
export const isManager = (u: RoleSubject) => isAdmin(u) || (isStaff(u) && !!u.is_manager && !u.is_intern)
/** Employees see the Personal portal: staff who are employees (manager-only profiles are not). */
export const isEmployee = (u: RoleSubject) => isStaff(u) && !!u.is_employee
export const isContractorOnly = (u: RoleSubject) => isContractor(u)
export const isEmployeeOnly = (u: RoleSubject) => isEmployee(u) && !isManager(u) && !hasAnyPrivilege(u)
const isVendorOnly = isVendor
const isAdminOnly = isSuperadmin

export function hasPrivilegeFlag(u: RoleSubject, p: AccessPrivilege): boolean {
  return !!u[accessFlag(p)]
}

function hasAnyPrivilege(u: RoleSubject) {
  return ACCESS_PRIVILEGES.some((p) => hasPrivilegeFlag(u, p))
}

/**
 * The access check of domain §6: admins pass; otherwise the per-user flag decides, and pure
 * employees (staff-only and interns without flags, contractors) are denied.
 */
export function hasAccess(u: RoleSubject, p: AccessPrivilege): boolean {
  if (isAdmin(u)) return true
  if (isContractor(u)) return false
  return hasPrivilegeFlag(u, p)
}

/** Shell §6: access_admin unlocks admin settings, BI, account-email edit and the system tab. */
export const hasAccessAdmin = (u: RoleSubject) => hasAccess(u, 'admin')

export interface DerivedRoles {
  admin: boolean
  superadmin: boolean
  vendor: boolean
  vendor_admin: boolean
  vendor_user: boolean
  manager: boolean
  employee: boolean
  contractor_only: boolean
  employee_only: boolean
  vendor_only: boolean
  admin_only: boolean
  access_admin: boolean
  staff_sub_role: StaffSubRole | null
}

export function deriveRoles(u: RoleSubject): DerivedRoles {
  return {
    admin: isAdmin(u),
    superadmin: isSuperadmin(u),
    vendor: isVendor(u),
    vendor_admin: isVendorAdmin(u),
    vendor_user: isVendorUser(u),
    manager: isManager(u),
    employee: isEmployee(u),
    contractor_only: isContractorOnly(u),
    employee_only: isEmployeeOnly(u),
    vendor_only: isVendorOnly(u),
    admin_only: isAdminOnly(u),
    access_admin: hasAccessAdmin(u),
    staff_sub_role: staffSubRole(u),
  }
}

/**
 * The account a person's record implies (domain §3 profile type → §6 role flags): contractors get
 * the contractor role (sign-up then sets contractor_type); staff are managers, employees or both,
 * and interns are employees flagged as interns. Privileges start empty: the admin grants them.
 */
export function personAccountRole(person: { type: string; profile_type?: string | null }) {
  if (person.type === 'contractor') return { role: 'contractor' as const, is_manager: false, is_employee: false, is_intern: false }
  const profile = person.profile_type ?? 'staff_only'
  return {
    role: 'staff' as const,
    is_manager: profile === 'manager_only' || profile === 'manager_and_staff',
    is_employee: profile !== 'manager_only',
    is_intern: profile === 'intern',
  }
}
