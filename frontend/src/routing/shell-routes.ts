import { catalogue } from '@hr/shared'
import { activePortalTab, portalTabLabel, portalTabs } from '../components/portal'
import { areaPartnerTabs, areaPersonTabs, areaPlaceholders, areaRoutes } from '../areas/registry'

/**
 * Shell §2.1 route table, minus the catalogue's generic screens (they keep their own routes).
 * Screens not built yet render the page frame with the "no table data" empty state. The process
 * areas' paths come from their declarations (areas/<name>/area.ts): their screens and placeholders,
 * and their tabs on the person and partner pages.
 */
const children = (base: string, names: string[]) => names.map((n) => `${base}/${n}`)

const STAFF_TABS = ['bank', 'docs', 'employment', 'personal', 'system', 'timesheet', 'work', ...areaPersonTabs().map((tab) => tab.key)]
const DATA_CLOUD = ['leave-type', 'pay-items', 'public-holiday']
const PARTNER_TABS = ['agreement', 'bank-account', 'business-entity', 'company-doc', 'pricebook', 'service',
  ...areaPartnerTabs().flatMap((tab) => [tab.key, ...(tab.subPaths ?? []).map((sub) => `${tab.key}/${sub}`)])]

const TABLE: string[] = [
  '/admin-setting', '/business-intelligence', '/contractor', '/contractor-setting',
  '/icons', '/invoice', '/labor-cost-estimate', '/my-docs', '/my-info', '/superadmin', '/vendor',
  ...children('/admin-setting', ['agreement', 'bank-account', 'bi-reports', 'business-entity', 'company-data-type',
    'company-data-type/leave-type', 'company-data-type/pay-items', 'company-docs', 'company-info', 'customer-pricebook',
    'exchange-rate', 'payroll', 'vendor-service']),
  ...children('/contractor-setting', ['account', 'bank-account', 'business-entity']),
  '/account/setting', '/contractor/docs', '/contractor/signup',
  '/labor-cost-estimate/create',
  '/people/staff/:id', ...children('/people/staff/:id', STAFF_TABS),
  '/people/contractor',
  '/superadmin/data-cloud', ...children('/superadmin/data-cloud', DATA_CLOUD),
  '/superadmin/data-cloud-old', ...children('/superadmin/data-cloud-old', DATA_CLOUD),
  '/superadmin/manage-user', '/superadmin/account/setting',
  '/vendor/business-intelligence', '/vendor/data-cloud', ...children('/vendor/data-cloud', DATA_CLOUD),
  '/vendor/partner', '/vendor/user', '/vendor/user/:id', '/vendor/account/setting',
  '/vendor/setting', ...children('/vendor/setting', ['bank-account', 'bi-settings', 'business-entity', 'company-doc',
    'country-list', 'integration', 'pricebook', 'service', 'service-list', 'sso-settings', 'vendor-info']),
  '/vendor/partner/:id', ...children('/vendor/partner/:id', PARTNER_TABS),
  ...areaRoutes().map((route) => route.path), ...areaPlaceholders(),
]

const catalogueRoutes = new Set(catalogue.flatMap((def) => Object.values(def.routes ?? {})))

/** Paths that get the placeholder page (a catalogue screen wins where both exist). */
export const PLACEHOLDER_ROUTES: string[] = TABLE.filter((path) => !catalogueRoutes.has(path))

/**
 * The page title's i18n keys, most specific first: the path's static segments, e.g.
 * /admin-setting/company-info → shell.pages.admin_setting_company_info; in a portal, then the label
 * of the header tab the page sits under (/superadmin and /vendor/business-intelligence are
 * "Business intelligence", not "Superadmin" or "Vendor"); last the section title.
 */
export function pageTitleKeys(path: string): string[] {
  const parts = path.split('/').filter((p) => p && !p.startsWith(':')).map((p) => p.replace(/-/g, '_'))
  const keys = [`shell.pages.${parts[0]}`]
  const variant = (['vendor', 'superadmin'] as const).find((v) => path === `/${v}` || path.startsWith(`/${v}/`))
  const tabs = variant ? portalTabs(variant, { vendor_admin: true }) : []
  const active = variant ? activePortalTab(tabs, path) : null
  const tab = tabs.find((x) => x.key === active)
  if (variant && tab) keys.unshift(portalTabLabel(variant, tab))
  if (parts.length > 1) keys.unshift(`shell.pages.${parts[0]}_${parts.slice(1).join('_')}`)
  return keys
}
