import { describe, expect, it } from 'vitest'
import { vendorRoutes } from '../src/pages/vendor/routes'
import { PLACEHOLDER_ROUTES } from '../src/routing/shell-routes'
import { overrides } from '../src/screens/overrides'
import { SETTING_TABS } from '../src/pages/vendor/settings/SettingsNav'

describe('vendor portal routes', () => {
  it('every bespoke vendor page sits on a path of the shell route table (§2.1)', () => {
    const table = new Set(PLACEHOLDER_ROUTES)
    const strays = vendorRoutes.map((r) => r.path).filter((p) => !table.has(p))
    expect(strays).toEqual([])
  })

  it('covers the partner tabs, the users pages, the account page and every setting but the catalogue pricebook', () => {
    const paths = vendorRoutes.map((r) => r.path)
    for (const tab of ['agreement', 'bank-account', 'business-entity', 'company-doc', 'pricebook', 'service', 'payroll-report']) {
      expect(paths).toContain(`/vendor/partner/:id/${tab}`)
    }
    expect(paths).toEqual(expect.arrayContaining(['/vendor/partner', '/vendor/user', '/vendor/user/:id', '/vendor/account/setting']))
    expect(SETTING_TABS.filter((s) => !paths.includes(`/vendor/setting/${s}`))).toEqual(['pricebook'])
  })

  it('replaces the generic customer list, create and edit screens', () => {
    expect(Object.keys(overrides.customer ?? {}).sort()).toEqual(['create', 'edit', 'list'])
  })
})
