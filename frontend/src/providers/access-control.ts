import type { AccessControlProvider } from '@refinedev/core'
import { can, catalogue, type AccessRecord, type CrudAction } from '@hr/shared'
import { getProfile } from './profile'

/** Refine's action names as the catalogue's CRUD actions. */
const ACTIONS: Record<string, CrudAction> = {
  list: 'list', show: 'show', create: 'create', clone: 'create', edit: 'update', delete: 'delete',
}

/**
 * Answers Refine's access questions with the same `can()` the API enforces, so hidden buttons
 * and guarded routes match what the server would allow. A row passed as `params.record`
 * enables the record-level rules ('self').
 */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) => {
    const def = catalogue.find((r) => r.name === resource)
    const crud = ACTIONS[action]
    // Screens outside the catalogue (home, 404) are not resource actions.
    if (!def || !crud) return { can: true }
    const profile = await getProfile().catch(() => null)
    return { can: can(profile, crud, def, params?.record as AccessRecord | undefined) }
  },
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: true },
  },
}
