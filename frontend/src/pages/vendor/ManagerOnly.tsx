import type { ComponentType } from 'react'
import { canManageVendorPortal } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import ForbiddenPage from '../errors/ForbiddenPage'

/** Users and settings pages are the vendor admins' (shell §2.3, §6): the rule the API enforces. */
export function managerOnly<P extends object>(Page: ComponentType<P>) {
  return function Guarded(props: P) {
    const profile = useProfile()
    if (!profile) return null
    return canManageVendorPortal(profile) ? <Page {...props} /> : <ForbiddenPage />
  }
}
