import { describe, expect, it } from 'vitest'
import { catalogue, dataCloudTabs } from '@hr/shared'
import { activePortalTab, portalTabs, type PortalVariant } from '../src/components/portal'
import { dataCloudLinks, SUPERADMIN_DATA_CLOUD } from '../src/pages/superadmin/data-cloud-paths'
import { BESPOKE_ROUTES } from '../src/routing/bespoke-routes'
import { PLACEHOLDER_ROUTES } from '../src/routing/shell-routes'

const TABS = dataCloudTabs(catalogue)
const BASES: { base: string; variant: PortalVariant }[] = [
  { base: '/superadmin/data-cloud', variant: 'superadmin' },
  { base: '/superadmin/data-cloud-old', variant: 'superadmin' },
  { base: '/vendor/data-cloud', variant: 'vendor' },
]
/** Every path the app mounts a page at: the catalogue's screens, the bespoke pages, the placeholders. */
const MOUNTED = new Set([
  ...catalogue.flatMap((def) => Object.values(def.routes ?? {})),
  ...BESPOKE_ROUTES.map((r) => r.path),
  ...PLACEHOLDER_ROUTES,
])
const portalOf = (path: string) => path.split('/')[1]

describe('data-cloud tabs stay in their section (issue 43 §2)', () => {
  for (const { base, variant } of BASES) {
    for (const superadmin of [true, false]) {
      describe(`${base} as ${superadmin ? 'a superadmin' : 'a vendor'}`, () => {
        const links = dataCloudLinks(base, TABS, superadmin)
        const header = portalTabs(variant, { vendor_admin: true })

        it('every tab opens under the section, in the same portal, under the same header tab', () => {
          for (const link of links) {
            expect(link.to === base || link.to.startsWith(`${base}/`), link.to).toBe(true)
            expect(portalOf(link.to), link.to).toBe(variant)
            expect(activePortalTab(header, link.to), link.to).toBe(activePortalTab(header, base))
          }
        })

        it('every tab is a page the app mounts (no tab leads to the not-found page)', () => {
          for (const link of links) expect(MOUNTED.has(link.to), link.to).toBe(true)
        })

        it('no tab opens a vendor\'s settings', () => {
          expect(links.filter((l) => l.to.includes('/setting'))).toEqual([])
        })
      })
    }
  }

  it('the superadmin\'s data cloud holds the exchange rates and the pricebooks; the vendor\'s view does not', () => {
    const keys = (base: string, superadmin: boolean) => dataCloudLinks(base, TABS, superadmin).map((l) => l.key)
    expect(keys(SUPERADMIN_DATA_CLOUD, true)).toEqual(expect.arrayContaining(['countries', 'exchange-rate', 'pricebook', ...TABS.map((t) => t.key)]))
    expect(dataCloudLinks(SUPERADMIN_DATA_CLOUD, TABS, true).find((l) => l.key === 'pricebook')?.to).toBe('/superadmin/data-cloud/pricebook')
    expect(keys('/vendor/data-cloud', true)).not.toContain('pricebook')
    expect(keys('/vendor/data-cloud', true)).not.toContain('exchange-rate')
    expect(keys(SUPERADMIN_DATA_CLOUD, false)).not.toContain('pricebook')
  })

  it('the exchange-rate screens sit in the superadmin\'s data cloud', () => {
    const rates = catalogue.find((d) => d.name === 'exchange_rate')!
    for (const path of Object.values(rates.routes ?? {})) expect(path.startsWith(`${SUPERADMIN_DATA_CLOUD}/exchange-rate`), path).toBe(true)
  })
})
