import type { FieldDef } from './catalogue/types.js'
import { isIsoCurrency } from './currencies.js'
import { normalisePhone } from './phone.js'
import { compareDecimals, DOMAIN_PATTERN, passwordProblems } from './validation.js'
import { checkTranslations } from './translated-names.js'

/**
 * The per-field rules of a catalogue field as plain predicates, so a form refuses in the browser
 * what the API refuses (backend/app/resources/validator.ts runs the same ones). Each names the
 * `validation.<rule>` message both sides show, with its parameters. Where the API checks more
 * (IBAN country formats, uniqueness, references) the browser's check is the looser one: it never
 * refuses a value the API would take, and the API's 422 still lands under the field.
 */
export interface FieldProblem {
  rule: string
  params?: Record<string, string | number>
}

/** The widest whole number an integer column holds (PostgreSQL integer). */
export const INT_MAX = 2_147_483_647

/** What a required field may not be: nothing, or text of spaces only. */
export const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0)

/** A clock time HH:mm on the 24-hour clock. */
export const isClockTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value)

/** An ISO 4217 currency code in use (three capitals naming a currency of the standard's list). */
export const isCurrencyCode = (value: string) => /^[A-Z]{3}$/.test(value) && isIsoCurrency(value)

/**
 * What is wrong with a currency code, or null: three letters naming no currency are told apart
 * (`currencyUnknown`, naming the code) from text of another shape (`currency`).
 */
export function currencyProblem(value: string): FieldProblem | null {
  if (isCurrencyCode(value)) return null
  return /^[A-Z]{3}$/.test(value) ? { rule: 'currencyUnknown', params: { code: value } } : { rule: 'currency' }
}

/**
 * The largest amount (in major units, either sign) a money field takes: 10^12 - 1, under a trillion
 * of any currency. With at most 3 minor digits an amount is below 10^15 minor units, so a sum of
 * 9 of them still fits the 2^53 a JavaScript number holds exactly; totals over more rows are summed
 * as BigInt (the API's money service), never as floats.
 */
export const MONEY_LIMIT = '999999999999.999'

/** The bounds a decimal or money field's value must lie within (inclusive), as decimal text. */
export function valueBounds(field: FieldDef): { min?: string; max?: string } {
  if (field.type !== 'money') return { min: field.min, max: field.max }
  return { min: field.min ?? `-${MONEY_LIMIT}`, max: field.max ?? MONEY_LIMIT }
}

/**
 * The bound a well-formed decimal text breaks, or null: `range` when the field has both bounds of
 * its own (hours 0–24), else `min` or `max` naming the one broken.
 */
export function boundProblem(field: FieldDef, text: string): FieldProblem | null {
  const { min, max } = valueBounds(field)
  const below = min !== undefined && compareDecimals(text, min) < 0
  const above = max !== undefined && compareDecimals(text, max) > 0
  if (!below && !above) return null
  if (field.min !== undefined && field.max !== undefined) return { rule: 'range', params: { min: field.min, max: field.max } }
  return below ? { rule: 'min', params: { min: min! } } : { rule: 'max', params: { max: max! } }
}

/** A decimal as text with at most `scale` decimals (a dot as separator). */
export const isDecimalText = (value: string, scale: number) => new RegExp(`^-?\\d{1,15}(\\.\\d{1,${scale}})?$`).test(value.trim())

/**
 * An e-mail address's shape: something, one @, a domain with a dot. Looser than the API's
 * (validator.js isEmail), so the browser never refuses an address the API takes.
 */
export const looksLikeEmail = (value: string) => /^[^@\s][^@]*@[^@\s]+\.[^@\s]+$/.test(value.trim())

/** A SWIFT/BIC code: bank, country, location and an optional branch. */
export const isBicShape = (value: string) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.replace(/\s+/g, '').toUpperCase())

/** An IBAN with a correct ISO 7064 mod-97 check; the API also checks each country's format. */
export function isIbanChecksum(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase()
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))
  let rest = 0
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97
  return rest === 1
}

/** A whole number in range, as a number or its digits (the API's wholeNumber rule). */
function wholeNumberProblem(value: unknown, min: number, max: number): FieldProblem | null {
  const digits = typeof value === 'string' && /^\s*-?\d{1,10}\s*$/.test(value)
  const n = typeof value === 'number' || digits ? Number(value) : Number.NaN
  return Number.isInteger(n) && n >= min && n <= max ? null : { rule: 'wholeNumber', params: { min, max } }
}

/** The format problem of a filled-in value, or null: the first rule it breaks, as the API reports one per field. */
function formatProblem(field: FieldDef, value: unknown): FieldProblem | null {
  if (field.type === 'integer') return wholeNumberProblem(value, -INT_MAX - 1, INT_MAX)
  if (field.type === 'decimal' || field.type === 'money') {
    const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
    if (typeof text !== 'string' || !isDecimalText(text, field.type === 'money' ? 3 : field.scale ?? 2)) return { rule: 'decimal' }
    return boundProblem(field, text.trim())
  }
  if (field.type === 'translations') {
    const checked = checkTranslations(value, field.maxLength)
    return 'problem' in checked ? { rule: checked.problem.rule, params: checked.problem.params } : null
  }
  if (typeof value !== 'string') return null
  const text = value.trim()
  // The API checks an address's shape before its length.
  if (field.type === 'email' && !looksLikeEmail(text)) return { rule: 'email' }
  // A coded format (currency, IBAN, BIC) says more than its length: the API checks only the format.
  const coded = field.pattern === 'currency' || field.pattern === 'iban' || field.pattern === 'bic'
  if (field.maxLength && !coded && ['string', 'text', 'email', 'phone', 'image'].includes(field.type) && text.length > field.maxLength) {
    return { rule: 'maxLength', params: { max: field.maxLength } }
  }
  if (field.type === 'phone') return normalisePhone(text) ? null : { rule: 'phone' }
  if (field.type !== 'string') return null
  switch (field.pattern) {
    case 'domain': return DOMAIN_PATTERN.test(field.lowercase ? text.toLowerCase() : text) ? null : { rule: 'domain' }
    case 'time': return isClockTime(text) ? null : { rule: 'time' }
    case 'currency': return currencyProblem(text.toUpperCase())
    case 'iban': return isIbanChecksum(text) ? null : { rule: 'iban' }
    case 'bic': return isBicShape(text) ? null : { rule: 'bic' }
    default: return null
  }
}

/**
 * What is wrong with a field's value, by the catalogue's rules: `required` when a required field
 * is blank, else the first format rule it breaks; null when the value is fine (or blank and optional).
 */
export function fieldProblem(field: FieldDef, value: unknown): FieldProblem | null {
  if (isBlank(value)) return field.required ? { rule: 'required' } : null
  return formatProblem(field, value)
}

/** The password rule (domain §5) as field problems, one per unmet requirement. */
export const passwordFieldProblems = (password: string): FieldProblem[] => passwordProblems(password).map((rule) => ({ rule }))
