import type { FieldDef, ResourceDef } from './catalogue/types.js'
import { PASSWORD_MIN_LENGTH } from './constants.js'

/** Domain §5: at least 8 characters with an uppercase letter, a lowercase letter, a number and a special character. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = []
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('password_min_length')
  if (!/[A-Z]/.test(password)) problems.push('password_uppercase')
  if (!/[a-z]/.test(password)) problems.push('password_lowercase')
  if (!/[0-9]/.test(password)) problems.push('password_number')
  if (!/[^A-Za-z0-9]/.test(password)) problems.push('password_special')
  return problems
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

export interface RuleViolation { field: string; rule: string; message: string }

/**
 * Cross-field rules of a resource, on the record as it will be after the write.
 * The API runs this after field validation; the form runs it before submitting.
 */
export function crossFieldViolations(def: ResourceDef, record: Record<string, unknown>): RuleViolation[] {
  const out: RuleViolation[] = []
  for (const field of def.fields) {
    for (const rule of field.rules ?? []) {
      const value = record[field.name]
      if (rule.kind === 'afterOrEqual') {
        const other = record[rule.other]
        if (value && other && String(value) < String(other)) {
          out.push({ field: field.name, rule: 'afterOrEqual', message: rule.message })
        }
      } else if (rule.kind === 'forbiddenWhen') {
        if (holds(rule.when, record) && isSet(value)) out.push({ field: field.name, rule: 'forbiddenWhen', message: rule.message })
      } else if (rule.kind === 'requiredWhen') {
        if (holds(rule.when, record) && (value === null || value === undefined || value === '')) {
          out.push({ field: field.name, rule: 'requiredWhen', message: rule.message })
        }
      } else if (rule.kind === 'notLessThan') {
        const other = record[rule.other]
        if (isAmount(value) && isAmount(other) && compareDecimals(String(value), String(other)) < 0) {
          out.push({ field: field.name, rule: 'notLessThan', message: rule.message })
        }
      }
    }
  }
  return out
}

const holds = (when: Record<string, unknown>, record: Record<string, unknown>) =>
  Object.entries(when).every(([k, v]) => (Array.isArray(v) ? v.includes(record[k]) : record[k] === v))

/** Whether a form shows a field for these values (FieldDef.visibleWhen; fields without it always show). */
export const fieldVisible = (field: FieldDef, record: Record<string, unknown>) => !field.visibleWhen || holds(field.visibleWhen, record)

const isAmount = (v: unknown) => (typeof v === 'string' || typeof v === 'number') && /^-?\d+(\.\d+)?$/.test(String(v))

/** Compares two decimal strings exactly (no floats): negative, zero or positive like a sort comparator. */
export function compareDecimals(a: string, b: string): number {
  const parse = (s: string) => {
    const negative = s.startsWith('-')
    const [whole, fraction = ''] = s.replace(/^-/, '').split('.')
    return { negative, whole: whole.replace(/^0+(?=\d)/, ''), fraction }
  }
  const x = parse(a)
  const y = parse(b)
  const width = Math.max(x.fraction.length, y.fraction.length)
  const digits = (p: typeof x) => BigInt(p.whole + p.fraction.padEnd(width, '0')) * (p.negative ? -1n : 1n)
  const d = digits(x) - digits(y)
  return d < 0n ? -1 : d > 0n ? 1 : 0
}

const isTruthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true'
/** A flag that is on, or any other value that is filled in (e.g. an expat start date). */
const isSet = (v: unknown) => isTruthy(v) || (typeof v === 'string' && v !== '' && v !== '0' && v !== 'false')

export const isDateField = (f: FieldDef) => f.type === 'date' || f.type === 'datetime'

/** A registrable domain name such as globex.com (lower case, at least one dot, no scheme). */
export const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

export const emailDomain = (email: string) => normaliseEmail(email).split('@')[1] ?? ''
