import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { DOMAIN_PATTERN, fieldLabelKey, normalisePhone, writableFields, type FieldDef, type ResourceDef } from '@hr/shared'
import { translate } from '#services/i18n'
import { isCountryCode } from '#services/countries'
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools'

/** Calendar dates travel as YYYY-MM-DD; the rule also refuses impossible dates like 2026-02-30. */
const isoDate = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return field.report('validation.isoDate', 'isoDate', field)
  const d = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) field.report('validation.isoDate', 'isoDate', field)
})

const isoDateTime = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) field.report('validation.isoDateTime', 'isoDateTime', field)
})

const domainName = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string' || !DOMAIN_PATTERN.test(value)) field.report('validation.domain', 'domain', field)
})

const decimal = vine.createRule((value: unknown, options: { scale: number }, field: FieldContext) => {
  const pattern = new RegExp(`^-?\\d{1,15}(\\.\\d{1,${options.scale}})?$`)
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  if (typeof text !== 'string' || !pattern.test(text.trim())) field.report('validation.decimal', 'decimal', field)
})

const countryCode = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string' || !isCountryCode(value)) field.report('validation.countryCode', 'countryCode', field)
})

/** IBAN (with its checksum) and SWIFT/BIC formats, checked by the maintained `ibantools`. */
const bankCode = vine.createRule((value: unknown, options: { kind: 'iban' | 'bic' }, field: FieldContext) => {
  const text = typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : ''
  const ok = options.kind === 'iban' ? isValidIBAN(text) : isValidBIC(text)
  if (!ok) field.report(`validation.${options.kind}`, options.kind, field)
})

/** A clock time HH:mm on the 24-hour clock (timesheet start and end). */
const clockTime = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(value)) field.report('validation.time', 'time', field)
})

/** A decimal's text; an emptied (null) field stays null — VineJS runs transforms on null values too. */
const decimalText = (v: unknown) => (v === null || v === undefined ? v : String(v).trim())

/** A number some country could have (libphonenumber-js via the shared rule); stored in international format. */
const phoneNumber = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string' || !normalisePhone(value)) field.report('validation.phone', 'phone', field)
})

/** The schema of a phone number anywhere in the API (catalogue fields, the account's change-phone). */
export const phoneSchema = (maxLength = 40) =>
  vine.string().trim().maxLength(maxLength).use(phoneNumber())
    // VineJS also runs the transform for an emptied (null) optional field.
    .transform((v) => (typeof v === 'string' ? normalisePhone(v) ?? v : v))

const currencyCode = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value)) field.report('validation.currency', 'currency', field)
})

function fieldSchema(f: FieldDef) {
  switch (f.type) {
    case 'integer':
    case 'reference':
      return vine.number().withoutDecimals()
    case 'boolean':
      return vine.boolean()
    case 'enum':
      return vine.enum(f.enum as string[])
    case 'email': {
      const s = f.lowercase ? vine.string().trim().toLowerCase().email() : vine.string().trim().email()
      return f.maxLength ? s.maxLength(f.maxLength) : s
    }
    case 'date':
      return vine.string().trim().use(isoDate())
    case 'datetime':
      return vine.string().trim().use(isoDateTime())
    case 'country':
      return vine.string().trim().toUpperCase().use(countryCode())
    case 'money':
      // The currency's own precision is checked with the whole record (ResourceRepository.check).
      return vine.any().use(decimal({ scale: 3 })).transform(decimalText)
    case 'decimal':
      // Exact decimals travel as strings (a JSON number is accepted and read as its text).
      return vine.any().use(decimal({ scale: f.scale ?? 2 })).transform(decimalText)
    case 'file':
      return vine.object({ file_name: vine.string(), file_type: vine.string(), file_url: vine.string() })
    case 'files':
      return vine.array(vine.object({
        file_name: vine.string().maxLength(255), file_type: vine.string().maxLength(20), file_url: vine.string().maxLength(255),
      })).maxLength(MAX_FILES)
    case 'phone':
      return phoneSchema(f.maxLength)
    default: {
      let s = vine.string().trim()
      if (f.lowercase) s = s.toLowerCase()
      if (f.maxLength) s = s.maxLength(f.maxLength)
      if (f.pattern === 'domain') s = s.use(domainName())
      if (f.pattern === 'time') s = s.use(clockTime())
      if (f.pattern === 'currency') s = vine.string().trim().toUpperCase().use(currencyCode())
      // Stored in electronic format (no spaces, upper case), whatever the person typed.
      if (f.pattern === 'iban') s = vine.string().trim().use(bankCode({ kind: 'iban' })).transform((v) => electronicFormatIBAN(v) ?? v) as any
      if (f.pattern === 'bic') s = vine.string().trim().toUpperCase().use(bankCode({ kind: 'bic' }))
      return s
    }
  }
}

/** How many files one 'files' field holds (an agreement's or an entity's documents). */
export const MAX_FILES = 20

type Mode = 'create' | 'update'
const cache = new Map<string, ReturnType<typeof vine.compile>>()

/**
 * The validator of a resource's writes, derived from its catalogue fields.
 * create: required fields must be present unless they have a default; update: any subset of
 * fields, but a required field may not be emptied.
 */
export function resourceValidator(def: ResourceDef, mode: Mode) {
  const key = `${def.name}:${mode}`
  let compiled = cache.get(key)
  if (!compiled) {
    const shape: Record<string, any> = {}
    for (const f of writableFields(def)) {
      // Left out of the update schema, so VineJS drops the key: a row never changes owner.
      if (mode === 'update' && f.createOnly) continue
      let s: any = fieldSchema(f)
      const mustHave = f.required && (mode === 'update' || f.default === undefined)
      if (mode === 'update') s = f.required ? s.optional() : s.nullable().optional()
      else s = mustHave ? s : s.nullable().optional()
      shape[f.name] = s
    }
    compiled = vine.compile(vine.object(shape))
    cache.set(key, compiled)
  }
  return compiled
}

/** A field whose column never holds null: required, or with a default (the column's NOT NULL). */
const neverEmpty = (f: FieldDef) => !!f.required || (f.default !== undefined && f.default !== null)
const emptied = (data: Record<string, unknown>, name: string) => name in data && (data[name] === null || data[name] === '')

/**
 * VineJS treats null like a missing key on optional fields. On update a field that is never empty
 * sent as null (or '' — the body parser turns it into null) means "empty it", which is refused
 * with a 422 naming it; on create the same value means "not given", so its default applies.
 */
export function emptiedRequiredFields(def: ResourceDef, data: Record<string, unknown>): string[] {
  return writableFields(def).filter((f) => neverEmpty(f) && !f.createOnly && emptied(data, f.name)).map((f) => f.name)
}

/** A create's body without the emptied fields that have a default (they take it); others are left to the validator. */
export function withoutEmptiedDefaults(def: ResourceDef, data: Record<string, unknown>): Record<string, unknown> {
  const defaulted = writableFields(def).filter((f) => f.default !== undefined && f.default !== null && emptied(data, f.name))
  if (!defaulted.length) return data
  const copy = { ...data }
  for (const f of defaulted) delete copy[f.name]
  return copy
}

export function fieldLabel(def: ResourceDef, name: string, lang: string) {
  const f = def.fields.find((x) => x.name === name)
  return f ? translate(lang, fieldLabelKey(def.name, f)) : name
}

const RULES = ['time', 'iban', 'bic', 'phone', 'countryCode', 'currency', 'decimal', 'domain', 'required', 'string', 'email', 'maxLength', 'minLength', 'number', 'withoutDecimals', 'boolean',
  'enum', 'object', 'isoDate', 'isoDateTime', 'confirmed', 'password_min_length', 'password_uppercase',
  'password_lowercase', 'password_number', 'password_special']

/**
 * Messages in the user's language, from locales/ (the same text the UI shows). `overrides` maps
 * a rule or `field.rule` to a locale key, for forms whose wording the spec fixes.
 */
export function validationMessages(lang: string, fields: Record<string, string> = {}, overrides: Record<string, string> = {}) {
  const messages: Record<string, string> = {}
  for (const r of RULES) messages[r] = translate(lang, `validation.${r}`)
  messages.regex = translate(lang, 'validation.countryCode')
  messages.in = translate(lang, 'validation.enum')
  for (const [k, key] of Object.entries(overrides)) messages[k] = translate(lang, key)
  return new SimpleMessagesProvider(messages, fields)
}

export function messagesFor(def: ResourceDef, lang: string) {
  const fields = Object.fromEntries(def.fields.map((f) => [f.name, translate(lang, fieldLabelKey(def.name, f))]))
  return validationMessages(lang, fields)
}
