import { Link } from 'react-router'
import { useBreadcrumb } from '@refinedev/core'
import { Breadcrumb } from 'antd'

/**
 * The breadcrumb of an area's page that sits under a list (a report, a case, a cycle), from Refine's
 * resource list (the area's `resources` and their `meta.parent`). A parent with no page of its own
 * (a catalogue resource the area only names) leaves no crumb: every crumb but the last links back.
 */
export function AreaBreadcrumb() {
  const { breadcrumbs } = useBreadcrumb()
  const crumbs = breadcrumbs.filter((c, i) => c.href || i === breadcrumbs.length - 1)
  if (crumbs.length < 2) return null
  return (
    <Breadcrumb
      data-testid="area-breadcrumb"
      style={{ marginBottom: 12 }}
      items={crumbs.map((c, i) => ({ key: `${i}`, title: c.href && i < crumbs.length - 1 ? <Link to={c.href}>{c.label}</Link> : c.label }))}
    />
  )
}
