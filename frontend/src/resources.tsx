import type { ReactNode } from 'react'
import type { ResourceProps } from '@refinedev/core'
import type { TFunction } from 'i18next'
import { AuditOutlined, BankOutlined, CalendarOutlined, DollarOutlined, SafetyOutlined, ShopOutlined, SwapOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons'
import { catalogue, type ResourceDef } from '@hr/shared'
import { areaResources } from './areas/registry'
import type { AreaResource } from './areas/define'

/** The catalogue's icon names (@ant-design/icons, without the "Outlined" suffix); a test checks every one is here. */
export const ICONS: Record<string, ReactNode> = {
  audit: <AuditOutlined />,
  bank: <BankOutlined />,
  calendar: <CalendarOutlined />,
  dollar: <DollarOutlined />,
  safety: <SafetyOutlined />,
  shop: <ShopOutlined />,
  swap: <SwapOutlined />,
  team: <TeamOutlined />,
  wallet: <WalletOutlined />,
}

/**
 * Resources in menu order: those the catalogue places in the default layout's menu come first,
 * so "the first resource the user may list" is the menu's first entry.
 */
export const orderedCatalogue: readonly ResourceDef[] = [
  ...catalogue.filter((r) => r.placement === 'menu'),
  ...catalogue.filter((r) => r.placement !== 'menu'),
]

/**
 * Refine's resource list: the catalogue's resources, then the process areas' bespoke pages
 * (areas/<name>/area.ts `resources`) under their `meta.parent`, so Refine matches every page's
 * path to a resource and builds its breadcrumb and title from the one list.
 */
export function buildResources(t: TFunction, areas: readonly AreaResource[] = areaResources()): ResourceProps[] {
  const fromCatalogue = orderedCatalogue.map((def): ResourceProps => ({
    name: def.name,
    list: def.routes?.list,
    create: def.routes?.create,
    show: def.routes?.show,
    edit: def.routes?.edit,
    meta: {
      label: t(`${def.name}.titles.list`),
      icon: def.icon ? ICONS[def.icon] : undefined,
    },
  }))
  const placed = new Map(areas.filter((r) => fromCatalogue.some((c) => c.name === r.name)).map((r) => [r.name, r.parent]))
  const fromAreas = areas.filter((r) => !placed.has(r.name)).map(({ name, list, create, show, edit, clone, parent, labelKey, icon }): ResourceProps => ({
    name, list, create, show, edit, clone,
    meta: { label: t(labelKey ?? name), icon: icon ? ICONS[icon] : undefined, parent },
  }))
  // A catalogue resource an area's screens replace is placed under the area's page.
  return [...fromCatalogue.map((c) => (placed.has(c.name) ? { ...c, meta: { ...c.meta, parent: placed.get(c.name) } } : c)), ...fromAreas]
}

/** The paths of the areas' pages that sit under a list (show, create, edit, clone): they carry a breadcrumb back. */
export const areaDetailPaths = (areas: readonly AreaResource[] = areaResources()): Set<string> =>
  new Set(areas.flatMap((r) => [r.show, r.create, r.edit, r.clone].filter((p): p is string => !!p)))
