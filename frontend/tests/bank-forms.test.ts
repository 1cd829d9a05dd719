import { describe, expect, it } from 'vitest'
import {
  BANK_FORMS, BANK_FORM_EXCLUDED_KEYS, DEFAULT_BANK_FORM, bankFormFor, crossFieldViolations, getResource,
} from '@hr/shared'

const keys = (country?: string | null) => bankFormFor(country).flatMap((s) => s.fields.map((f) => f.key))
const section = (country: string, name: string) => bankFormFor(country).find((s) => s.name === name)!.fields.map((f) => f.key)

describe('bankFormFor (domain §3 dynamic bank form)', () => {
  it('never shows the excluded keys, although the definitions list them', () => {
    expect(DEFAULT_BANK_FORM.fields.map((f) => f.key)).toEqual(expect.arrayContaining([...BANK_FORM_EXCLUDED_KEYS]))
    for (const country of [null, 'ZZ', ...Object.keys(BANK_FORMS)]) {
      for (const excluded of BANK_FORM_EXCLUDED_KEYS) expect(keys(country)).not.toContain(excluded)
    }
  })

  it('returns the beneficiary, details and address sections in the defined orders', () => {
    expect(bankFormFor('GB').map((s) => s.name)).toEqual(['beneficiary', 'details', 'address'])
    expect(section('GB', 'details')).toEqual(['sort_code', 'account_number', 'bank_name'])
    expect(section('US', 'details')).toEqual(['routing_number', 'account_number', 'bank_name'])
    expect(section('IN', 'details')).toEqual(['ifsc', 'account_number', 'bank_name', 'branch'])
    expect(section('MX', 'details')).toEqual(['clabe', 'bank_name'])
    expect(section('DE', 'details')).toEqual(['iban', 'swift_bic', 'bank_name'])
    expect(section('sg', 'details')).toEqual(['bank_name', 'bank_code', 'branch_code', 'account_number', 'swift_bic'])
    expect(section('GB', 'beneficiary')).toEqual(['account_holder', 'holder_local_name'])
    expect(section('GB', 'address')).toEqual(['holder_address', 'bank_address'])
  })

  it('leaves disabled fields out and falls back to the default definition', () => {
    expect(keys('GB')).not.toContain('iban')
    expect(keys('DE')).not.toContain('sort_code')
    expect(keys(undefined)).toEqual(keys('ZZ'))
    expect(keys('ZZ')).toEqual(expect.arrayContaining(['account_number', 'iban', 'swift_bic']))
    for (const off of ['sort_code', 'routing_number', 'ifsc', 'clabe', 'union_pay']) expect(keys('ZZ')).not.toContain(off)
    expect(keys('CN')).toContain('union_pay')
  })

  it('marks country-required fields, and the catalogue rules require exactly those', () => {
    expect(bankFormFor('GB')[1].fields.find((f) => f.key === 'sort_code')?.required).toBe(true)
    expect(bankFormFor('US')[0].fields.find((f) => f.key === 'account_type')?.options).toEqual(['checking', 'savings'])
    const def = getResource('bank_account')
    const gb = crossFieldViolations(def, { account_holder: 'A', bank_country: 'GB', account_number: '12345678' })
    expect(gb.map((v) => v.field)).toEqual(['sort_code'])
    expect(crossFieldViolations(def, { account_holder: 'A', bank_country: 'GB', account_number: '1', sort_code: '40-47-84' })).toEqual([])
    expect(crossFieldViolations(def, { account_holder: 'A', bank_country: 'ZZ' })).toEqual([])
    expect(crossFieldViolations(def, { account_holder: 'A', bank_country: 'MX' }).map((v) => v.field)).toEqual(['clabe'])
  })
})
