/** Enumerations from the domain catalogue (§1, §3, §4, §9). Values are the stored codes. */
export const PERSON_STATUSES = [
  'active', 'inactive', 'onboarding', 'probation', 'regular', 'resign', 'resigned',
  'terminated', 'separated', 'in_service', 'offboarded', 'deleted',
] as const
export type PersonStatus = (typeof PERSON_STATUSES)[number]

/** Which statuses apply to staff and to contractors (domain §4). */
export const STAFF_STATUSES = ['onboarding', 'probation', 'regular', 'resigned', 'separated', 'offboarded'] as const
export const CONTRACTOR_STATUSES = ['active', 'inactive'] as const
export const DEFAULT_STAFF_LIST_STATUSES = ['onboarding', 'probation', 'regular'] as const
export const DEFAULT_CONTRACTOR_LIST_STATUSES = ['active'] as const

export const PERSON_TYPES = ['staff', 'contractor'] as const
export const PROFILE_TYPES = ['manager_only', 'manager_and_staff', 'staff_only', 'intern'] as const
export type ProfileType = (typeof PROFILE_TYPES)[number]
export const SERVICE_TYPES = ['system', 'payroll', 'eor', 'hro'] as const
export const ENGAGEMENT_TYPES = ['internal', 'eor', 'ic'] as const
export const GENDERS = ['male', 'female', 'other', 'undisclosed'] as const

export const USER_ROLES = ['superadmin', 'vendor', 'staff', 'contractor'] as const
export type UserRole = (typeof USER_ROLES)[number]

/** Access privileges per person (domain §6); each is stored as an `access_<name>` flag. */
export const ACCESS_PRIVILEGES = [
  'view_people_list', 'bi', 'billing_and_order', 'personal_info', 'bank_info', 'contractor',
  'eor', 'time', 'payroll', 'onboarding', 'offboarding', 'info', 'admin',
] as const
export type AccessPrivilege = (typeof ACCESS_PRIVILEGES)[number]
export const accessFlag = (p: AccessPrivilege) => `access_${p}` as const
