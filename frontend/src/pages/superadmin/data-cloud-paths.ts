import type { SectionTab } from '@hr/shared'

export const SUPERADMIN_DATA_CLOUD = '/superadmin/data-cloud'

/** The data-cloud section a path belongs to: the superadmin's (current or old) or the vendor's read-only view. */
export function dataCloudBase(pathname: string): string {
  for (const base of ['/superadmin/data-cloud-old', SUPERADMIN_DATA_CLOUD, '/vendor/data-cloud']) {
    if (pathname === base || pathname.startsWith(`${base}/`)) return base
  }
  return SUPERADMIN_DATA_CLOUD
}

/**
 * The superadmin's own tabs beyond the catalogue's reference data (domain §2: the superadmin portal
 * holds the platform's exchange rates and the vendors' pricebooks). They live under the data cloud
 * so that opening them keeps the superadmin portal, its header tab and the section links.
 */
export const SUPERADMIN_ONLY_TABS = [
  { key: 'exchange-rate', labelKey: 'superadmin.data_cloud.exchange_rates' },
  { key: 'pricebook', labelKey: 'superadmin.data_cloud.pricebooks' },
] as const

export interface DataCloudLink { key: string; to: string; labelKey: string }

/**
 * Every link of a data-cloud section, each under the section's own base (issue 43 §2: a tab opens
 * inside its section's frame and portal, never another portal's settings): the countries index,
 * the catalogue's reference data, and in the superadmin's current section its own tabs.
 */
export function dataCloudLinks(base: string, tabs: readonly SectionTab[], superadmin: boolean): DataCloudLink[] {
  const links: DataCloudLink[] = [
    { key: 'countries', to: base, labelKey: 'superadmin.data_cloud.countries' },
    ...tabs.map((tab) => ({ key: tab.key, to: `${base}/${tab.key}`, labelKey: tab.labelKey })),
  ]
  if (superadmin && base === SUPERADMIN_DATA_CLOUD) {
    links.push(...SUPERADMIN_ONLY_TABS.map((tab) => ({ key: tab.key, to: `${base}/${tab.key}`, labelKey: tab.labelKey })))
  }
  return links
}

/** Weekend policy "6,0" as weekday names, via dayjs-free Intl (0 = Sunday). */
export function weekendDays(policy: string, lang: string): string {
  const sunday = new Date(Date.UTC(2023, 0, 1))
  return policy.split(',').map((d) => {
    const day = new Date(sunday.getTime() + Number(d) * 86400000)
    return new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(day)
  }).join(', ')
}
