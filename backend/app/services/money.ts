import currencyCodes from 'currency-codes'
import { isCurrencyCode } from '@hr/shared'

/**
 * Money is stored as an integer count of the currency's minor units (cents, yen, fils) and travels
 * as a decimal string ("1234.50"). Conversions are string arithmetic: a float never touches an amount.
 */
export function minorDigits(currency: unknown): number {
  const found = typeof currency === 'string' ? currencyCodes.code(currency.toUpperCase()) : undefined
  return found?.digits ?? 2
}

const AMOUNT = /^(-)?(\d{1,15})(?:\.(\d+))?$/

/** "1234.5" with 2 digits → 123450; null when the text has more decimals than the currency has. */
export function toMinor(amount: string, digits: number): number | null {
  const m = AMOUNT.exec(amount.trim())
  if (!m) return null
  const [, sign, whole, fraction = ''] = m
  if (fraction.replace(/0+$/, '').length > digits) return null
  const minor = BigInt(whole + fraction.padEnd(digits, '0').slice(0, digits))
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return null
  return Number(sign ? -minor : minor)
}

/** 123450 with 2 digits → "1234.50" */
export function fromMinor(minor: number | string | bigint, digits: number): string {
  const n = BigInt(minor)
  const negative = n < 0n
  const text = (negative ? -n : n).toString().padStart(digits + 1, '0')
  const whole = digits ? text.slice(0, -digits) : text
  const fraction = digits ? `.${text.slice(-digits)}` : ''
  return `${negative ? '-' : ''}${whole}${fraction}`
}

/** An ISO 4217 currency code ("USD"). */
export const isCurrency = (code: unknown) => typeof code === 'string' && isCurrencyCode(code)
