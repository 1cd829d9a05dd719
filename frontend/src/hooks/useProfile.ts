import { useGetIdentity } from '@refinedev/core'
import type { Profile } from '../providers/profile'

/** The signed-in user (GET /api/profile/me, cached by the auth provider); null while loading. */
export function useProfile(): Profile | null {
  const { data } = useGetIdentity<Profile>()
  return data ?? null
}
