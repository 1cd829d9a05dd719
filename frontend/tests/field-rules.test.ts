import { describe, expect, it } from 'vitest'
import { t } from './english'
import type { FormInstance } from 'antd'
import { catalogue, getResource, writableFields } from '@hr/shared'
import { fieldRules, showCrossFieldErrors } from '../src/screens/generic/field-rules'

/** What antd's validator answers for a value: the message it shows, or null when it passes. */
async function check(resource: string, field: string, value: unknown): Promise<string | null> {
  const def = getResource(resource)
  const [rule] = fieldRules(t, def, def.fields.find((f) => f.name === field)!) as { validator: (r: unknown, v: unknown) => Promise<void> }[]
  try {
    await rule.validator({}, value)
    return null
  } catch (error) {
    return (error as Error).message
  }
}

describe('form rules derived from the catalogue field', () => {
  it('refuses what the API refuses, in its words with the form label', async () => {
    expect(await check('people', 'name', '   ')).toBe('Name is required.')
    expect(await check('people', 'name', undefined)).toBe('Name is required.')
    expect(await check('people', 'work_email', 'not-an-email')).toBe('Work e-mail must be a valid e-mail address.')
    expect(await check('people', 'phone', '+65 123')).toMatch(/^Phone is not a phone number/)
    expect(await check('passport', 'name_on_passport', 'x'.repeat(256))).toBe('Name on passport must be at most 255 characters.')
    expect(await check('bank_account', 'iban', 'DE89 3704 0044 0532 0130 01')).toMatch(/is not a valid IBAN\.$/)
    expect(await check('bank_account', 'currency', 'dollars')).toMatch(/must be a three-letter currency code\.$/)
  })

  it('passes good values and leaves optional fields empty', async () => {
    expect(await check('people', 'name', 'Ann Lee')).toBeNull()
    expect(await check('people', 'work_email', 'ann.lee@globex.test')).toBeNull()
    expect(await check('people', 'work_email', null)).toBeNull()
    expect(await check('people', 'phone', '+65 8123 4567')).toBeNull()
    expect(await check('bank_account', 'iban', 'DE89 3704 0044 0532 0130 00')).toBeNull()
  })

  it('never refuses a value the catalogue itself supplies as the default', async () => {
    for (const def of catalogue) {
      for (const field of writableFields(def).filter((f) => f.default !== undefined && f.default !== null)) {
        expect(await check(def.name, field.name, field.default), `${def.name}.${field.name}`).toBeNull()
      }
    }
  })

  it('cross-field rules join the field errors, except on fields already marked', () => {
    const set: { name: string; errors: string[] }[] = []
    const form = { setFields: (fields: typeof set) => set.push(...fields) } as unknown as FormInstance
    const passport = getResource('passport')
    const record = { issue_date: '2024-05-01', expiry_date: '2024-04-30' }
    expect(showCrossFieldErrors(t, passport, form, record)).toEqual(['expiry_date'])
    expect(set).toEqual([{ name: 'expiry_date', errors: ['The expiry date must be the same as or later than the issue date.'] }])
    expect(showCrossFieldErrors(t, passport, form, record, ['expiry_date'])).toEqual([])
  })
})
