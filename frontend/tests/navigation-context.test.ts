import { describe, expect, it } from 'vitest'
import { fieldLabelKey, getResource } from '@hr/shared'
import en from '../../locales/en/core.json'
import { pageTitleKeys } from '../src/routing/shell-routes'
import { searchedFieldsText } from '../src/screens/generic/filters'

/** Issue #20 item 2: searches name the fields they search; placeholder pages carry their own title. */
const label = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) as string | undefined

describe('the search box names what it searches', () => {
  const text = (resource: string, labels: Record<string, string> = {}) => {
    const def = getResource(resource)
    return searchedFieldsText(def, (f) => labels[f.name] ?? label(fieldLabelKey(def.name, f)) ?? f.name, 'en')
  }
  it('lists the catalogue\'s searched fields, in lower case inside the sentence', () => {
    expect(text('customer')).toBe('name')
    expect(text('vendor', { name: 'Name', domain: 'Domain' })).toBe('name or domain')
    expect(text('people', { name: 'Name', work_email: 'Work e-mail', personal_email: 'Personal e-mail', job_title: 'Job title' }))
      .toBe('name, work e-mail, personal e-mail, or job title')
  })
  it('keeps an acronym\'s case', () => {
    expect(text('business_entity', { name: 'Name', display_name: 'Display name', tax_id: 'VAT ID' })).toBe('name, display name, or VAT ID')
  })
  it('is null for a resource that searches nothing (exchange rates): no search box', () => {
    expect(text('exchange_rate')).toBeNull()
  })
})

describe('placeholder page titles', () => {
  it('a portal page without a title of its own is named after its header tab, not the portal', () => {
    expect(pageTitleKeys('/superadmin')).toEqual(['shell.portal.superadmin_tabs.business_intelligence', 'shell.pages.superadmin'])
    expect(pageTitleKeys('/vendor/business-intelligence')).toEqual([
      'shell.pages.vendor_business_intelligence', 'shell.portal.vendor_tabs.business_intelligence', 'shell.pages.vendor',
    ])
  })
  it('pages outside the portals keep their own key, then the section title', () => {
    expect(pageTitleKeys('/admin-setting/company-info')).toEqual(['shell.pages.admin_setting_company_info', 'shell.pages.admin_setting'])
    expect(pageTitleKeys('/business-intelligence')).toEqual(['shell.pages.business_intelligence'])
    // A portal page no tab covers (the account page) falls back to the section.
    expect(pageTitleKeys('/vendor/account/setting')).toEqual(['shell.pages.vendor_account_setting', 'shell.pages.vendor'])
  })
})
