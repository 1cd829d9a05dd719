import { test } from '@japa/runner'
import { fromMinor, minorDigits, toMinor } from '#services/money'

test.group('Money in minor units', () => {
  test('per-currency digits', ({ assert }) => {
    assert.equal(minorDigits('USD'), 2)
    assert.equal(minorDigits('jpy'), 0)
    assert.equal(minorDigits('BHD'), 3)
  })

  test('round trips exactly, without floats', ({ assert }) => {
    assert.equal(toMinor('0.1', 2)! + toMinor('0.2', 2)!, toMinor('0.3', 2))
    assert.equal(toMinor('1234.5', 2), 123450)
    assert.equal(fromMinor(123450, 2), '1234.50')
    assert.equal(fromMinor(5, 2), '0.05')
    assert.equal(fromMinor(-5, 3), '-0.005')
    assert.equal(toMinor('1500', 0), 1500)
    assert.equal(fromMinor(1500, 0), '1500')
    assert.equal(toMinor('9007199254740.99', 2), 900719925474099)
  })

  test('refuses more decimals than the currency has, and non-numbers', ({ assert }) => {
    assert.isNull(toMinor('10.005', 2))
    assert.equal(toMinor('10.500', 2), 1050)
    assert.isNull(toMinor('1.5', 0))
    assert.isNull(toMinor('1e3', 2))
    assert.isNull(toMinor('12,50', 2))
  })
})
