import type { Placement, ResourceDef } from './catalogue/types.js'

/**
 * The sections whose tabs a catalogue resource can join through its placement, each with the
 * route prefix of its tabs and the spec's fixed tabs in the section's menu order (shell §2.1).
 * Navigation stays data here; a plain resource joins a section through its placement, never by
 * editing a screen. A fixed tab a resource also claims keeps its place and label.
 */
export const ADMIN_SETTING_TABS = [
  'company-info', 'company-docs', 'business-entity', 'bank-account', 'agreement', 'customer-pricebook', 'exchange-rate',
  'vendor-service', 'company-data-type', 'leave-setting', 'payroll', 'bi-reports',
] as const

/** /vendor/setting/... children (shell §2.1). */
export const VENDOR_SETTING_TABS = [
  'vendor-info', 'country-list', 'bank-account', 'business-entity', 'company-doc', 'service',
  'service-list', 'pricebook', 'sso-settings', 'bi-settings', 'integration',
] as const

interface Section { prefix: string; fixed: readonly string[]; fixedLabel: (key: string) => string }

const snake = (key: string) => key.replace(/-/g, '_')

export const SECTIONS: Record<Exclude<Placement, 'menu'>, Section> = {
  'admin-setting': { prefix: '/admin-setting', fixed: ADMIN_SETTING_TABS, fixedLabel: (k) => `organisation.tabs.${snake(k)}` },
  // The data cloud's index (its countries) is a page of its own; its children are resources.
  'data-cloud': { prefix: '/superadmin/data-cloud', fixed: [], fixedLabel: (k) => `superadmin.data_cloud.${snake(k)}` },
  'vendor-setting': { prefix: '/vendor/setting', fixed: VENDOR_SETTING_TABS, fixedLabel: (k) => `vendor_portal.settings.tabs.${snake(k)}` },
}

export interface SectionTab { key: string; labelKey: string; resource?: string }

/** The tab a placed resource shows as: the last segment of its list route (its path unless the spec names it otherwise). */
const tabKey = (def: ResourceDef) => def.routes?.list?.split('/').pop() ?? def.path

/** A section's tabs: its fixed ones, then every catalogue resource placed in it. */
export function sectionTabs(placement: Exclude<Placement, 'menu'>, catalogue: readonly ResourceDef[]): SectionTab[] {
  const section = SECTIONS[placement]
  // A placed resource is a tab through its list screen; one without a list screen has no tab.
  const placed = catalogue.filter((d) => d.placement === placement && d.routes?.list)
  const claimed = new Map(placed.map((d) => [tabKey(d), d.name]))
  const fixed = section.fixed.map((key) => ({ key, labelKey: section.fixedLabel(key), resource: claimed.get(key) }))
  const extra = placed.filter((d) => !section.fixed.includes(tabKey(d))).map((d) => ({ key: tabKey(d), labelKey: `${d.name}.titles.list`, resource: d.name }))
  return [...fixed, ...extra]
}

/** The customer admin settings tabs (shell §2.1 /admin-setting children). */
export const adminSettingTabs = (catalogue: readonly ResourceDef[]) => sectionTabs('admin-setting', catalogue)
/** The data cloud's children (superadmin, superadmin old and vendor views). */
export const dataCloudTabs = (catalogue: readonly ResourceDef[]) => sectionTabs('data-cloud', catalogue)
/** The vendor portal's settings tabs. */
export const vendorSettingTabs = (catalogue: readonly ResourceDef[]) => sectionTabs('vendor-setting', catalogue)
