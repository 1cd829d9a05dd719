import type { BaseRecord } from '@refinedev/core'
import { can, type AccessRecord, type CrudAction, type ResourceDef } from '@hr/shared'
import { useProfile } from './useProfile'

/** `can()` for the signed-in user on one resource, optionally for one row (record-level rules). */
export function useRecordAccess(def: ResourceDef) {
  const profile = useProfile()
  return (action: CrudAction, record?: BaseRecord) => can(profile, action, def, record as AccessRecord | undefined)
}
