import type { ResourceDef } from './catalogue/types.js'

/**
 * The customer admin settings tabs (shell §2.1 /admin-setting children) in the settings menu's
 * order: the spec's fixed pages, then every catalogue resource placed in the admin settings.
 * Navigation stays data here; a plain resource joins it through its placement, never a screen edit.
 */
export const ADMIN_SETTING_TABS = [
  'company-info', 'company-docs', 'business-entity', 'bank-account', 'agreement', 'customer-pricebook', 'exchange-rate',
  'vendor-service', 'company-data-type', 'payroll', 'bi-reports',
] as const

export interface AdminSettingTab { key: string; labelKey: string; resource?: string }

export function adminSettingTabs(catalogue: readonly ResourceDef[]): AdminSettingTab[] {
  const fixed: AdminSettingTab[] = ADMIN_SETTING_TABS.map((key) => ({ key, labelKey: `organisation.tabs.${key.replace(/-/g, '_')}` }))
  const placed = catalogue
    .filter((d) => d.placement === 'admin-setting' && !(ADMIN_SETTING_TABS as readonly string[]).includes(d.path))
    .map((d) => ({ key: d.path, labelKey: `${d.name}.titles.list`, resource: d.name }))
  return [...fixed, ...placed]
}
