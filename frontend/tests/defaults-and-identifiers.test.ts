import { describe, expect, it } from 'vitest'
import type { TFunction } from 'i18next'
import { PHONE_DEFAULT, getResource, phoneDefaultCountry, phoneParts } from '@hr/shared'
import { engagementKey } from '../src/components/onboarding-engagement'
import { currencyAfterCountryChange } from '../src/screens/generic/country-currency'
import { formatCell } from '../src/screens/generic/format'
import en from '../../locales/en/core.json'

const t = ((key: string) => `[${key}]`) as unknown as TFunction
const get = (path: string) => path.split('.').reduce<any>((o, k) => o?.[k], en)

describe('the phone input default (issue 20 §8)', () => {
  it("starts with the company's country and its dial code", () => {
    expect(phoneDefaultCountry('SG')).toBe('SG')
    expect(phoneDefaultCountry('de')).toBe('DE')
    expect(phoneParts(null, phoneDefaultCountry('SG'))).toEqual({ country: 'SG', code: '65', national: '' })
  })

  it('falls back to the US (+1) only when the company has no usable country', () => {
    for (const none of [null, undefined, '', '  ', 'ZZ']) expect(phoneDefaultCountry(none)).toBe(PHONE_DEFAULT.country)
    expect(phoneParts(null, phoneDefaultCountry(null))).toEqual({ country: 'US', code: '1', national: '' })
  })

  it("reads a number typed without a dial code as the company's", () => {
    expect(phoneParts('8123 4567', phoneDefaultCountry('SG'))).toMatchObject({ country: 'SG', code: '65' })
    // A number with its own code keeps it, whatever the company.
    expect(phoneParts('+44 20 7946 0018', phoneDefaultCountry('SG'))).toMatchObject({ country: 'GB', code: '44' })
  })
})

describe('the onboarding summary engagement type (issue 20 §8)', () => {
  it('names the engagement as the person knows it, never the service bought', () => {
    expect(engagementKey({ person_type: 'staff', profile_type: 'staff_only', engagement_type: 'internal' })).toBe('shell.onboarding.engagement.employee')
    expect(engagementKey({ person_type: 'staff', profile_type: 'intern', engagement_type: 'internal' })).toBe('shell.onboarding.engagement.intern')
    expect(engagementKey({ is_intern: true })).toBe('shell.onboarding.engagement.intern')
    expect(engagementKey({ person_type: 'contractor', engagement_type: 'internal' })).toBe('shell.onboarding.engagement.contractor')
    expect(engagementKey({ engagement_type: 'ic' })).toBe('shell.onboarding.engagement.contractor')
    expect(engagementKey({ person_type: 'staff', engagement_type: 'eor' })).toBe('shell.onboarding.engagement.eor_employee')
    expect(engagementKey({ person_type: 'staff', profile_type: 'manager_only' })).toBe('shell.onboarding.engagement.employee')
  })

  it('shows a dash (null) when nothing is known, and the service type alone is not enough', () => {
    expect(engagementKey({})).toBeNull()
    expect(engagementKey({ service_type: 'system' } as never)).toBeNull()
  })

  it('has an English word for every engagement it names', () => {
    const facts = [{ person_type: 'staff' }, { profile_type: 'intern' }, { engagement_type: 'ic' }, { engagement_type: 'eor' }]
    for (const f of facts) expect(get(engagementKey(f)!), JSON.stringify(f)).toMatch(/\w/)
    expect(get(engagementKey({ person_type: 'staff' })!)).toBe('Employee')
  })
})

describe('the bank currency follows the bank country (issue 20 §4)', () => {
  const currencyOf = (c: string) => ({ DE: 'EUR', FR: 'EUR', MX: 'MXN', SG: 'SGD' } as Record<string, string>)[c]

  it('fills an empty currency from the country picked', () => {
    expect(currencyAfterCountryChange(undefined, 'DE', undefined, currencyOf)).toBe('EUR')
    expect(currencyAfterCountryChange(undefined, 'SG', '', currencyOf)).toBe('SGD')
  })

  it('moves a currency the previous country gave, keeps one the user chose', () => {
    expect(currencyAfterCountryChange('DE', 'MX', 'EUR', currencyOf)).toBe('MXN')
    expect(currencyAfterCountryChange('MX', 'SG', 'USD', currencyOf)).toBeUndefined()
    // Opening a stored account whose currency already matches changes nothing.
    expect(currencyAfterCountryChange(undefined, 'FR', 'EUR', currencyOf)).toBeUndefined()
  })

  it('leaves the currency alone without a country or one of unknown currency', () => {
    expect(currencyAfterCountryChange('DE', null, 'EUR', currencyOf)).toBeUndefined()
    expect(currencyAfterCountryChange(undefined, 'AQ', undefined, currencyOf)).toBeUndefined()
  })
})

describe('list cells of identifying columns (issue 20 §4)', () => {
  const bank = getResource('bank_account')
  const accountNumber = bank.fields.find((f) => f.name === 'account_number')!

  it('names the IBAN a row is identified by and masks it', () => {
    const cell = formatCell(t, bank, accountNumber, { account_number: null, iban: 'DE89370400440532013000' }) as { props: Record<string, unknown> }
    expect(cell.props['data-source']).toBe('iban')
    expect(cell.props.children).toEqual(['[bank_account.fields.iban]', ' ', '•••• 3000'])
  })

  it("masks the row's own account number without naming it again", () => {
    expect(formatCell(t, bank, accountNumber, { account_number: '31926819', iban: null })).toBe('•••• 6819')
    expect(formatCell(t, bank, accountNumber, { account_number: null })).toBe('[common.empty_value]')
  })
})
