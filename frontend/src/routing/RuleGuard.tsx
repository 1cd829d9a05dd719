import type { ReactNode } from 'react'
import { ROUTE_RULES, type RouteRule } from '@hr/shared'
import { useProfile } from '../hooks/useProfile'
import { PageSpinner } from './PageSpinner'
import { ForbiddenPage } from './pages'

/**
 * A route guarded by a named shared access rule: the page (and its chunk) is not loaded unless the
 * signed-in user passes it; otherwise the forbidden page, as for a catalogue permission.
 */
export function RuleGuard({ rule, children }: { rule: RouteRule; children: ReactNode }) {
  const profile = useProfile()
  if (!profile) return <PageSpinner />
  return ROUTE_RULES[rule](profile) ? <>{children}</> : <ForbiddenPage />
}
