import { askValues, isBlank, type AnyWorkflow, type FieldDef, type MoveDeclaration, type MoveInputField } from '@hr/shared'
import { ApiError, type FieldError } from '#exceptions/api_error'
import { translate } from '#services/i18n'

type Body = Record<string, unknown>

/** Longest notes a move keeps (the audit entry and the decision carry them). */
export const MOVE_NOTES_MAX = 2000


const invalid = (errors: FieldError[]) => ApiError.unprocessable('validation_failed', errors)

const fieldName = (lang: string, resource: string, name: string) => {
  const key = `${resource}.fields.${name}`
  const label = translate(lang, key)
  return label === key ? name : label
}

/** The body's ask (the target state or the action): required, one of the declared values. */
export function parseAsk(wf: AnyWorkflow, lang: string, body: Body): string {
  const key = wf.ask.key
  const value = body[key]
  const field = fieldName(lang, wf.resource, key)
  if (value === undefined || value === null || value === '') {
    throw invalid([{ field: key, rule: 'required', message: translate(lang, 'validation.required', { field }) }])
  }
  if (typeof value !== 'string' || !askValues(wf).includes(value)) {
    throw invalid([{ field: key, rule: 'enum', message: translate(lang, 'validation.enum', { field }) }])
  }
  return value
}

/** Notes: text up to MOVE_NOTES_MAX, trimmed; empty is none. Checked before the move is judged (a bad body loses nothing). */
export function parseNotes(wf: AnyWorkflow, lang: string, body: Body): string | null {
  const notes = body.notes
  if (notes !== undefined && notes !== null && (typeof notes !== 'string' || notes.length > MOVE_NOTES_MAX)) {
    throw invalid([{ field: 'notes', rule: 'maxLength', message: translate(lang, 'validation.maxLength', { field: fieldName(lang, wf.resource, 'notes'), max: MOVE_NOTES_MAX }) }])
  }
  return typeof notes === 'string' && notes.trim() ? notes.trim() : null
}

/** A real calendar date as YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(v: unknown): v is string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false
  const d = new Date(`${v}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
}

function problem(field: MoveInputField, value: unknown): 'required' | 'invalid' | null {
  if (isBlank(value)) return field.required ? 'required' : null
  switch (field.type) {
    case 'date': return isIsoDate(value) ? null : 'invalid'
    case 'integer': return Number.isSafeInteger(Number(value)) ? null : 'invalid'
    case 'enum': return typeof value === 'string' && (field.enum ?? []).includes(value) ? null : 'invalid'
    case 'boolean': return typeof value === 'boolean' ? null : 'invalid'
    default: return typeof value === 'string' && value.length <= (field.maxLength ?? MOVE_NOTES_MAX) ? null : 'invalid'
  }
}

/** The validation message of a value of the wrong kind, by field type (locales core.json validation.*). */
const INVALID_KEY: Partial<Record<FieldDef['type'], string>> = {
  date: 'validation.isoDate', integer: 'validation.withoutDecimals', enum: 'validation.enum', boolean: 'validation.boolean',
}

/** The move's declared input (and its notes rule), validated: the values, or a 422 naming each field. */
export function parseMoveInput(wf: AnyWorkflow, move: MoveDeclaration, lang: string, body: Body, notes: string | null): Body {
  const errors: FieldError[] = []
  if (move.notes === 'required' && !notes) {
    errors.push({ field: 'notes', rule: 'required', message: translate(lang, 'validation.required', { field: fieldName(lang, wf.resource, 'notes') }) })
  }
  const values: Body = {}
  for (const field of (move.input ?? []) as readonly MoveInputField[]) {
    const value = body[field.name]
    const found = problem(field, value)
    if (!found) {
      if (!isBlank(value)) values[field.name] = typeof value === 'string' ? value.trim() : value
      continue
    }
    const own = field.messages?.[found]
    const generic = found === 'required' ? 'validation.required' : INVALID_KEY[field.type] ?? 'validation.string'
    const message = own ? translate(lang, own) : translate(lang, generic, { field: fieldName(lang, wf.resource, field.name), max: field.maxLength ?? MOVE_NOTES_MAX })
    errors.push({ field: field.name, rule: found === 'required' ? 'required' : field.type, message })
  }
  // A single refusal worded for its field answers with its own sentence, as the areas' checks always have.
  if (errors.length === 1 && (move.input as readonly MoveInputField[] | undefined)?.some((f) => f.name === errors[0].field && f.messages)) {
    throw ApiError.unprocessable(errors[0].message, errors)
  }
  if (errors.length) throw invalid(errors)
  return values
}
