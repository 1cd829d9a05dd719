import { describe, expect, it } from 'vitest'
import type { TFunction } from 'i18next'
import { getResource, moneyOf, setDisplayLanguage, type FieldDef } from '@hr/shared'
import { currencyDigits, formatCell, formatMoneyAmount, formatMoneyValue, formatValue } from '../src/screens/generic/format'
import { listFilters, openingFilters, type ListSlots } from '../src/screens/slots'
import { superadminSlots } from '../src/pages/superadmin/slots'
import { slots } from '../src/screens/overrides'

const t = ((key: string) => `t:${key}`) as unknown as TFunction

describe('money in the generic cells: one composite of amount and currency', () => {
  const pricebook = getResource('pricebook')
  const fixFee = pricebook.fields.find((f) => f.name === 'fix_fee')!

  it('a money field shows with its currency, in the currency\'s decimals, from the decimal text', () => {
    setDisplayLanguage('en')
    expect(formatValue(t, fixFee, '1234.5', { currency: 'SGD' })).toBe('SGD 1,234.50')
    expect(formatValue(t, fixFee, '1200', { currency: 'JPY' })).toBe('JPY 1,200')
    expect(formatValue(t, fixFee, '12.5', { currency: 'KWD' })).toBe('KWD 12.500')
    // More decimals than the currency writes are kept, never rounded away.
    expect(formatValue(t, fixFee, '0.125', { currency: 'USD' })).toBe('USD 0.125')
    // Beyond a float's precision, still exact.
    expect(formatValue(t, fixFee, '12345678901234567.89', { currency: 'EUR' })).toBe('EUR 12,345,678,901,234,567.89')
    // No row (or no currency in it): the amount as it is.
    expect(formatValue(t, fixFee, '1234.5')).toBe('1,234.5')
    expect(formatValue(t, fixFee, null, { currency: 'SGD' })).toBe('t:common.empty_value')
  })

  it('grouped and pointed the shown language\'s way', () => {
    expect(formatMoneyValue({ amount: '1234.5', currency: 'EUR' }, 'de')).toBe('EUR 1.234,50')
    expect(formatMoneyValue({ amount: '-80', currency: 'CHF' }, 'en')).toBe('CHF -80.00')
    expect(currencyDigits('XYZ1')).toBe(2)
    // The amount alone (the show screen puts the code before it).
    expect(formatMoneyAmount({ amount: '1234.5', currency: 'USD' }, 'en')).toBe('1,234.50')
    expect(formatMoneyAmount({ amount: '7', currency: '' }, 'en')).toBe('7')
  })

  it('a list cell reads the row\'s currency through moneyOf', () => {
    setDisplayLanguage('en')
    const row = { id: 1, name: 'List', currency: 'SGD', fee_type: 'fix_fee', fix_fee: '120.50' }
    expect(moneyOf(row, fixFee)).toEqual({ amount: '120.50', currency: 'SGD' })
    expect(formatCell(t, pricebook, fixFee, row)).toBe('SGD 120.50')
    // Every money field of the catalogue names its currency field, so every cell can show one.
    const orphan: string[] = []
    for (const def of [getResource('expense'), getResource('insurance_plan'), getResource('mobility_case'), pricebook]) {
      for (const f of def.fields as FieldDef[]) if (f.type === 'money' && !f.currencyField) orphan.push(`${def.name}.${f.name}`)
    }
    expect(orphan).toEqual([])
  })
})

describe('slots of the generic screens', () => {
  const holidays = getResource('public_holiday')
  const list = superadminSlots.public_holiday!.list!

  it('the shell\'s slots and the areas\' are one map beside the overrides', () => {
    expect(slots.public_holiday).toBe(superadminSlots.public_holiday)
    expect(slots.exchange_rate?.list?.header).toBeDefined()
    expect(slots.vendor?.show?.detail).toBeDefined()
  })

  it('a list opens with the filters its page\'s own query names (the data cloud\'s ?country=)', () => {
    const opening = openingFilters(holidays, list, new URLSearchParams('country=nz'))
    expect(opening.values).toEqual({ country: 'NZ' })
    expect(opening.filters).toEqual([{ field: 'country', operator: 'eq', value: 'NZ' }])
    expect(openingFilters(holidays, list, new URLSearchParams(''))).toEqual({ values: undefined, filters: [] })
  })

  it('a slot\'s own filter controls add their filters to the catalogue\'s', () => {
    const withOwn: ListSlots = { filters: { Items: () => null, toFilters: (v) => [{ field: 'year', operator: 'eq', value: v.year || undefined }] } }
    const filters = listFilters(holidays, withOwn, { country: 'SG', year: '2027' })
    expect(filters).toContainEqual({ field: 'country', operator: 'eq', value: 'SG' })
    expect(filters).toContainEqual({ field: 'year', operator: 'eq', value: '2027' })
    expect(listFilters(holidays, undefined, { country: 'SG' })).not.toContainEqual(expect.objectContaining({ field: 'year' }))
  })

  it('the holidays\' slots: a national holiday says so, and only those who may delete tick rows', () => {
    expect(list.cells!.region(null, { id: 1 }, t)).toBe('t:superadmin.data_cloud.national')
    expect(list.cells!.region('10', { id: 1 }, t)).toBe('10')
    expect(list.selectable!(null)).toBe(false)
    expect(list.selectable!({ id: 1, role: 'superadmin' } as never)).toBe(true)
    expect(list.selectable!({ id: 2, role: 'vendor' } as never)).toBe(false)
  })
})
