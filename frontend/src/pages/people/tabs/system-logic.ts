import { ACCESS_PRIVILEGES, type AccessPrivilege } from '@hr/shared'

/** GET /api/user?user_id= as the system tab reads it; role flags and privileges come only to admins. */
export interface AccountInfo {
  id: number
  name: string
  email: string
  is_manager?: boolean
  is_employee?: boolean
  is_intern?: boolean
  access?: Partial<Record<AccessPrivilege, boolean>>
}

export const ROLE_FLAGS = ['is_manager', 'is_employee', 'is_intern'] as const

/** The update_data of POST /api/user/{id}: only what changed, privileges as access_<name> flags. */
export function accountChanges(before: AccountInfo, after: { email?: string; flags?: string[]; privileges?: string[] }) {
  const out: Record<string, unknown> = {}
  if (after.email !== undefined && after.email.trim() !== before.email) out.email = after.email.trim()
  if (after.flags) {
    for (const f of ROLE_FLAGS) {
      const on = after.flags.includes(f)
      if (on !== !!before[f]) out[f] = on
    }
  }
  if (after.privileges && before.access) {
    for (const p of ACCESS_PRIVILEGES) {
      const on = after.privileges.includes(p)
      if (on !== !!before.access[p]) out[`access_${p}`] = on
    }
  }
  return out
}
