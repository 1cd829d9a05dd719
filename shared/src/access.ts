import type { CrudAction, Requirement, ResourceDef } from './catalogue/types.js'
import { getResource } from './catalogue/index.js'
import { hasAccess, isAdmin, isSuperadmin, isVendorAdmin, type RoleSubject } from './roles.js'

export type AccessRecord = { id?: number; user_id?: number | null; [k: string]: unknown }

function isSelf(user: RoleSubject, record?: AccessRecord): boolean {
  if (!record) return false
  return record.user_id != null && record.user_id === user.id
}

export function meets(user: RoleSubject, req: Requirement, record?: AccessRecord): boolean {
  if (typeof req === 'string') {
    switch (req) {
      case 'nobody': return false
      case 'authenticated': return true
      case 'admin': return isAdmin(user)
      case 'superadmin': return isSuperadmin(user)
      case 'vendor_admin': return isVendorAdmin(user)
      case 'self': return isSelf(user, record)
    }
  }
  if ('anyOf' in req) return req.anyOf.some((r) => meets(user, r, record))
  return hasAccess(user, req.privilege)
}

/**
 * Whether `user` may perform `action` on `resource` (and, for record-level rules, on `record`).
 * Without a record, a requirement that can only be met by a record ('self') counts as possible,
 * so list screens and buttons are offered; the API then checks again with the row.
 * Tenant scoping is separate: this answers "may this role do it at all", scoping answers "to which rows".
 */
export function can(user: RoleSubject | null | undefined, action: CrudAction, resource: string | ResourceDef, record?: AccessRecord): boolean {
  if (!user) return false
  const def = typeof resource === 'string' ? getResource(resource) : resource
  const req = def.access[action]
  if (!record && requiresRecord(req)) return true
  return meets(user, req, record)
}

function requiresRecord(req: Requirement): boolean {
  if (req === 'self') return true
  if (typeof req === 'object' && 'anyOf' in req) return req.anyOf.some(requiresRecord)
  return false
}

/** The permission matrix for GET /api/profile/me: resource → action → allowed (without a record). */
export function permissionMatrix(user: RoleSubject, resources: readonly ResourceDef[]) {
  const actions: CrudAction[] = ['list', 'show', 'create', 'update', 'delete']
  return Object.fromEntries(
    resources.map((r) => [r.name, Object.fromEntries(actions.map((a) => [a, can(user, a, r)]))]),
  ) as Record<string, Record<CrudAction, boolean>>
}
