import { describe, expect, test } from 'vitest'
import { getResource, moneyOf } from '../src/catalogue/index.js'

describe('moneyOf', () => {
  const rate = getResource('contractor_contract').fields.find((f) => f.name === 'rate')!

  test('reads the amount and its currency column as one value', () => {
    expect(moneyOf({ rate: '1200.50', currency: 'EUR' }, rate)).toEqual({ amount: '1200.50', currency: 'EUR' })
  })

  test('an empty amount is no money', () => {
    expect(moneyOf({ rate: null, currency: 'EUR' }, rate)).toBeNull()
    expect(moneyOf({ rate: '', currency: 'EUR' }, rate)).toBeNull()
  })
})
