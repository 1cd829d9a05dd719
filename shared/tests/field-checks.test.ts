import { describe, expect, it } from 'vitest'
import { fieldProblem, isIbanChecksum, isBicShape, looksLikeEmail, type FieldDef } from '../src/index.js'

const f = (def: Partial<FieldDef>): FieldDef => ({ name: 'x', type: 'string', ...def })

describe('catalogue field checks (the rules the form and the API share)', () => {
  it('a required field is refused blank, spaces included; an optional one is not', () => {
    for (const blank of [null, undefined, '', '   ']) expect(fieldProblem(f({ required: true }), blank)).toEqual({ rule: 'required' })
    expect(fieldProblem(f({}), '')).toBeNull()
    // false is an answer for a yes/no field, not a missing one.
    expect(fieldProblem(f({ type: 'boolean', required: true }), false)).toBeNull()
  })

  it('names the rule and its parameters: length, e-mail, phone, numbers', () => {
    expect(fieldProblem(f({ maxLength: 3 }), 'abcd')).toEqual({ rule: 'maxLength', params: { max: 3 } })
    expect(fieldProblem(f({ maxLength: 3 }), ' abc ')).toBeNull()
    expect(fieldProblem(f({ type: 'email' }), 'not-an-email')).toEqual({ rule: 'email' })
    expect(fieldProblem(f({ type: 'email' }), 'emma@globex.test')).toBeNull()
    expect(fieldProblem(f({ type: 'phone' }), '+65 123')).toEqual({ rule: 'phone' })
    expect(fieldProblem(f({ type: 'phone' }), '+65 8123 4567')).toBeNull()
    expect(fieldProblem(f({ type: 'integer' }), 1.5)).toEqual({ rule: 'wholeNumber', params: { min: -2147483648, max: 2147483647 } })
    expect(fieldProblem(f({ type: 'integer' }), 3_000_000_000)?.rule).toBe('wholeNumber')
    expect(fieldProblem(f({ type: 'decimal', scale: 2 }), '1.234')).toEqual({ rule: 'decimal' })
    expect(fieldProblem(f({ type: 'money' }), '12.5')).toBeNull()
  })

  it('checks the named formats: IBAN checksum, SWIFT/BIC, currency, time, domain', () => {
    expect(isIbanChecksum('DE89 3704 0044 0532 0130 00')).toBe(true)
    expect(isIbanChecksum('DE89 3704 0044 0532 0130 01')).toBe(false)
    expect(fieldProblem(f({ pattern: 'iban' }), 'GB00 0000')).toEqual({ rule: 'iban' })
    expect(isBicShape('DEUTDEFF500')).toBe(true)
    expect(fieldProblem(f({ pattern: 'bic' }), 'DEUT')).toEqual({ rule: 'bic' })
    expect(fieldProblem(f({ pattern: 'currency' }), 'sgd')).toBeNull()
    expect(fieldProblem(f({ pattern: 'currency' }), 'dollars')).toEqual({ rule: 'currency' })
    expect(fieldProblem(f({ pattern: 'time' }), '24:00')).toEqual({ rule: 'time' })
    expect(fieldProblem(f({ pattern: 'domain', lowercase: true }), 'Globex.COM')).toBeNull()
    expect(fieldProblem(f({ pattern: 'domain' }), 'https://globex.com')).toEqual({ rule: 'domain' })
  })

  it('the browser e-mail check is never stricter than a plain valid address', () => {
    for (const ok of ['a@b.co', 'first.last+tag@sub.example.org', 'x_y@domain.travel']) expect(looksLikeEmail(ok)).toBe(true)
    for (const bad of ['@b.co', 'a@b', 'a b@c', 'a@@b.co']) expect(looksLikeEmail(bad)).toBe(false)
  })
})
