import { describe, expect, it } from 'vitest'
import { PHONE_DEFAULT, dialCodeOf, normalisePhone, phoneParts } from '../src/phone.js'

describe('phone numbers', () => {
  it('defaults to the US (+1) for numbers typed without a country code', () => {
    expect(PHONE_DEFAULT).toEqual({ country: 'US', code: '1' })
    expect(normalisePhone('(201) 555-0123')).toBe('+1 201 555 0123')
    expect(phoneParts(null)).toEqual({ country: 'US', code: '1', national: '' })
  })

  it('stores every number in international format, whatever the spacing', () => {
    expect(normalisePhone('+6581234567')).toBe('+65 8123 4567')
    expect(normalisePhone(' +65 8123-4567 ')).toBe('+65 8123 4567')
    expect(normalisePhone('8123 4567', 'SG')).toBe('+65 8123 4567')
    expect(normalisePhone('020 7946 0018', 'GB')).toBe('+44 20 7946 0018')
  })

  it('refuses what cannot be a number of its country', () => {
    for (const bad of ['12', '+65 123', 'call me', '+1 555 0123 4567 890', '']) expect(normalisePhone(bad)).toBeNull()
  })

  it('splits a stored number into country, dial code and national number for the form', () => {
    expect(phoneParts('+65 8123 4567')).toEqual({ country: 'SG', code: '65', national: '8123 4567' })
    expect(phoneParts('not a number')).toEqual({ country: 'US', code: '1', national: 'not a number' })
    expect(dialCodeOf('my')).toBe('60')
    expect(dialCodeOf('ZZ')).toBeNull()
  })
})
