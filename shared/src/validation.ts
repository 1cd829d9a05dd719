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
        const applies = Object.entries(rule.when).every(([k, v]) => record[k] === v)
        if (applies && isTruthy(value)) out.push({ field: field.name, rule: 'forbiddenWhen', message: rule.message })
      }
    }
  }
  return out
}

const isTruthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true'

export const isDateField = (f: FieldDef) => f.type === 'date' || f.type === 'datetime'

/** A registrable domain name such as globex.com (lower case, at least one dot, no scheme). */
export const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

export const emailDomain = (email: string) => normaliseEmail(email).split('@')[1] ?? ''
