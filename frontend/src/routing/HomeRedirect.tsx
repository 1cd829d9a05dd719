import { useGetIdentity } from '@refinedev/core'
import { NavigateToResource } from '@refinedev/react-router'
import { can } from '@hr/shared'
import type { Profile } from '../providers/profile'
import { orderedCatalogue } from '../resources'
import { NotFoundPage } from './pages'
import { PageSpinner } from './PageSpinner'

/** `/` opens the first resource list the user may see (menu order). */
export function HomeRedirect() {
  const { data: profile, isLoading } = useGetIdentity<Profile>()
  if (isLoading) return <PageSpinner />
  const first = orderedCatalogue.find((def) => def.routes?.list && can(profile, 'list', def))
  return first ? <NavigateToResource resource={first.name} /> : <NotFoundPage />
}
