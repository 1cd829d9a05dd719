import type { ReactNode } from 'react'
import type { ResourceProps } from '@refinedev/core'
import type { TFunction } from 'i18next'
import { AuditOutlined, BankOutlined, CalendarOutlined, DollarOutlined, SafetyOutlined, ShopOutlined, SwapOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons'
import { catalogue, type ResourceDef } from '@hr/shared'

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

export function buildResources(t: TFunction): ResourceProps[] {
  return orderedCatalogue.map((def) => ({
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
}
