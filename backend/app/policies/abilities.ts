import { Bouncer } from '@adonisjs/bouncer'
import { can, canManageUsers, type AccessRecord, type CrudAction, type ResourceDef } from '@hr/shared'
import type User from '#models/user'

/**
 * The one authority for "may this user do this to this resource": the shared `can()` rules,
 * the same code the frontend's accessControlProvider runs. Tenant scoping is applied separately
 * (app/services/tenancy.ts) and decides which rows exist for the user at all.
 */
export const resourceAction = Bouncer.ability(
  (user: User, action: CrudAction, def: ResourceDef, record?: AccessRecord) => can(user.roleSubject(), action, def, record),
)

/** Superadmin portal: every account on the platform (list, activate, deactivate, reset 2FA, delete). */
export const manageUsers = Bouncer.ability((user: User) => canManageUsers(user.roleSubject()))
