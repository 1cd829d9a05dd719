import { describe, expect, it } from 'vitest'
import { bankFormFor, catalogue, getResource, listCell, maskIdentifier, type FieldDef } from '../src/index.js'

const bankAccount = getResource('bank_account')
const accountNumber = bankAccount.fields.find((f) => f.name === 'account_number')!
const companyAccountNumber = getResource('company_bank_account').fields.find((f) => f.name === 'account_number')!
const row = (values: Record<string, unknown>) => ({ account_holder: 'Holder', account_number: null, iban: null, clabe: null, union_pay: null, ...values })

describe('account identifiers in lists', () => {
  it('masks all but the last 4 characters, ignoring the spaces typed for readability', () => {
    expect(maskIdentifier('DE89 3704 0044 0532 0130 00')).toBe('•••• 3000')
    expect(maskIdentifier('31926819')).toBe('•••• 6819')
    // Nothing to hide: a short value stays as it is rather than becoming a lone mask.
    expect(maskIdentifier('1234')).toBe('1234')
    expect(maskIdentifier(' 12 ')).toBe('12')
  })

  it("shows the identifier the bank country's form asked for, masked", () => {
    // Germany's form has an IBAN and no account number.
    expect(bankFormFor('DE').flatMap((s) => s.fields.map((f) => f.key))).not.toContain('account_number')
    expect(listCell(accountNumber, row({ bank_country: 'DE', iban: 'DE89370400440532013000' }))).toEqual({ field: 'iban', value: '•••• 3000', masked: true })
    expect(listCell(accountNumber, row({ bank_country: 'MX', clabe: '032180000118359719' }))).toEqual({ field: 'clabe', value: '•••• 9719', masked: true })
    expect(listCell(accountNumber, row({ bank_country: 'CN', union_pay: '6222021234567890123' }))).toEqual({ field: 'union_pay', value: '•••• 0123', masked: true })
    // GB asks for a sort code and an account number: the sort code locates the branch, the number is the account.
    expect(listCell(accountNumber, row({ bank_country: 'GB', sort_code: '60-16-13', account_number: '31926819' }))).toEqual({ field: 'account_number', value: '•••• 6819', masked: true })
  })

  it('prefers the account number when both were given, and leaves an empty row empty', () => {
    expect(listCell(accountNumber, row({ account_number: '12345678', iban: 'DE89370400440532013000' })).field).toBe('account_number')
    expect(listCell(accountNumber, row({ account_number: '  ', iban: 'GB29NWBK60161331926819' })).field).toBe('iban')
    expect(listCell(accountNumber, row({}))).toEqual({ field: 'account_number', value: null, masked: false })
  })

  it("reads a company's bank account the same way", () => {
    expect(listCell(companyAccountNumber, { account_number: null, iban: 'FR1420041010050500013M02606' })).toEqual({ field: 'iban', value: '•••• 2606', masked: true })
  })

  it('leaves plain fields as they are', () => {
    const plain: FieldDef = { name: 'name', type: 'string' }
    expect(listCell(plain, { name: 'Acme' })).toEqual({ field: 'name', value: 'Acme', masked: false })
  })
})

describe('catalogue list columns', () => {
  it('name only fields of their own resource as fallbacks and currency countries', () => {
    for (const def of catalogue) {
      const names = new Set(def.fields.map((f) => f.name))
      for (const f of def.fields) {
        for (const other of f.listFallback ?? []) expect(names.has(other), `${def.name}.${f.name} → ${other}`).toBe(true)
        if (f.currencyOf) expect(def.fields.find((c) => c.name === f.currencyOf)?.type, `${def.name}.${f.name}`).toBe('country')
      }
    }
  })

  it('never leave an account number column blank while the form filled an IBAN', () => {
    // Every resource with both fields lists the account number: the IBAN must stand in for it.
    for (const def of catalogue) {
      const account = def.fields.find((f) => f.name === 'account_number')
      if (!account?.list || !def.fields.some((f) => f.name === 'iban')) continue
      expect(account.listFallback, def.name).toContain('iban')
      expect(account.listMask, def.name).toBe('last4')
      expect(def.fields.find((f) => f.name === 'currency')?.currencyOf, def.name).toBe('bank_country')
    }
  })
})
