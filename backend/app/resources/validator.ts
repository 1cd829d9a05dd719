import vine, { SimpleMessagesProvider, errors as vineErrors } from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import {
  DOMAIN_PATTERN, boundProblem, checkTranslations, crossFieldViolations, currencyProblem, fieldLabelKey, isClockTime, isDecimalText, normalisePhone, writableFields,
  FALLBACK_LANGUAGE, type FieldDef, type ResourceDef,
} from '@hr/shared'
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

/** A decimal's text with at most `scale` decimals, within the field's bounds (FieldDef.min/max, money's limit). */
const decimal = vine.createRule((value: unknown, options: { scale: number; def: FieldDef }, field: FieldContext) => {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  if (typeof text !== 'string' || !isDecimalText(text, options.scale)) return field.report('validation.decimal', 'decimal', field)
  const problem = boundProblem(options.def, text.trim())
  if (problem) field.report(`validation.${problem.rule}`, problem.rule, field, problem.params)
})

const countryCode = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string' || !isCountryCode(value)) {
    // Two letters that name no country deserve their own answer ("unknown country code XX").
    if (typeof value === 'string' && /^[A-Z]{2}$/.test(value)) field.report('validation.countryUnknown', 'countryUnknown', field, { code: value })
    else field.report('validation.countryCode', 'countryCode', field)
  }
})

/** IBAN (with its checksum) and SWIFT/BIC formats, checked by the maintained `ibantools`. */
const bankCode = vine.createRule((value: unknown, options: { kind: 'iban' | 'bic' }, field: FieldContext) => {
  const text = typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : ''
  const ok = options.kind === 'iban' ? isValidIBAN(text) : isValidBIC(text)
  if (!ok) field.report(`validation.${options.kind}`, options.kind, field)
})

/** A clock time HH:mm on the 24-hour clock (timesheet start and end). */
const clockTime = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string' || !isClockTime(value)) field.report('validation.time', 'time', field)
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

/** An ISO 4217 code in use; three letters naming no currency get their own answer, naming the code. */
const currencyCode = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  const problem = typeof value === 'string' ? currencyProblem(value) : { rule: 'currency' }
  if (problem) field.report(`validation.${problem.rule}`, problem.rule, field, problem.params)
})

/** PostgreSQL's integer: the widest whole number our integer and id columns hold. */
const INT_MAX = 2_147_483_647

/**
 * A whole number in range, as a JSON number or its digits. VineJS's number() would also take
 * true (as 1) and 1e30 (past the column), which the database then refuses or silently mangles.
 */
const wholeNumber = vine.createRule((value: unknown, options: { min: number; max: number }, field: FieldContext) => {
  const digits = typeof value === 'string' && /^\s*-?\d{1,10}\s*$/.test(value)
  const n = typeof value === 'number' || digits ? Number(value) : Number.NaN
  if (!Number.isInteger(n) || n < options.min || n > options.max) field.report('validation.wholeNumber', 'wholeNumber', field, options)
  else field.mutate(n, field)
})

/**
 * Another field's text per interface language (issue 43 §7): only the platform's languages other
 * than English (the field itself), each within the translated field's length; blank means none.
 */
const translations = vine.createRule((value: unknown, options: { maxLength?: number }, field: FieldContext) => {
  const checked = checkTranslations(value, options.maxLength)
  if ('problem' in checked) return field.report(`validation.${checked.problem.rule}`, checked.problem.rule, field, checked.problem.params)
  field.mutate(checked.value, field)
})

/** A stored file's key as our uploads name it (img/…, doc/…): never a path out of the store. */
const fileKey = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  const ok = typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9._\-/]*$/.test(value) && !value.split('/').some((part) => part === '..' || part === '')
  if (!ok) field.report('validation.fileKey', 'fileKey', field)
})

function fieldSchema(f: FieldDef) {
  switch (f.type) {
    case 'integer':
      return vine.any().use(wholeNumber({ min: -INT_MAX - 1, max: INT_MAX }))
    case 'reference':
      return vine.any().use(wholeNumber({ min: 1, max: INT_MAX }))
    case 'image': {
      const s = vine.string().trim().use(fileKey())
      return f.maxLength ? s.maxLength(f.maxLength) : s
    }
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
      return vine.any().use(decimal({ scale: 3, def: f })).transform(decimalText)
    case 'decimal':
      // Exact decimals travel as strings (a JSON number is accepted and read as its text).
      return vine.any().use(decimal({ scale: f.scale ?? 2, def: f })).transform(decimalText)
    case 'file':
      return vine.object({ file_name: vine.string(), file_type: vine.string(), file_url: vine.string() })
    case 'files':
      return vine.array(vine.object({
        file_name: vine.string().maxLength(255), file_type: vine.string().maxLength(20), file_url: vine.string().maxLength(255),
      })).maxLength(MAX_FILES)
    case 'phone':
      return phoneSchema(f.maxLength)
    case 'translations':
      return vine.any().use(translations({ maxLength: f.maxLength }))
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
type Compiled = ReturnType<typeof vine.compile>
const cache = new Map<string, Compiled>()

/** The column of a field that never holds null: a required field, or one with a (non-null) default. */
export const neverEmpty = (f: FieldDef) => !!f.required || (f.default !== undefined && f.default !== null)

/**
 * Sent as null (not left out): VineJS otherwise reads a null like a missing key on optional fields.
 * Bespoke validators use it as `.optional().requiredWhen(sentNull)` for the update of a field that
 * may not be emptied, the rule of `presence` below.
 */
export const sentNull = (field: FieldContext) => field.parent?.[field.name] === null

/**
 * A bespoke update's field that may not be emptied: left out it keeps its value, sent as null (or
 * "") it answers 422 `required` — the rule `presence` gives catalogue fields.
 */
export const kept = <S extends { optional(): { requiredWhen(cb: typeof sentNull): any } }>(schema: S): ReturnType<ReturnType<S['optional']>['requiredWhen']> =>
  schema.optional().requiredWhen(sentNull)

/** Blank text (spaces only, trimmed to '') of a field that may not be empty counts as missing. */
const filled = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (value === '') field.report('validation.required', 'required', field)
})

/**
 * What null means for a field, by kind — the same for every field type (text, enum, boolean,
 * number, decimal and money, date, reference, country, currency, e-mail, phone, files…). "" is
 * null (the body parser converts it; `resourceValidator` too, for direct callers) and blank text
 * is empty. Leaving a key out is never an error on update, and takes the default on create.
 * - required (with or without a default): null is refused on create and update, 422 `required`
 *   naming the field — the client said "no value", and there must be one.
 * - optional with a default (its column is NOT NULL): on create null means "not given", so the
 *   default applies (a form's untouched input); on update it is refused like a required field —
 *   keeping or resetting the stored value silently would hide the client's mistake.
 * - optional without a default (nullable column): null empties it, on create and update.
 */
function presence(f: FieldDef, mode: Mode, schema: any) {
  if (!neverEmpty(f)) return schema.nullable().optional()
  const s = isText(f) ? schema.use(filled()) : schema
  if (mode === 'create' && !f.required) return s.optional()
  if (mode === 'create' && (f.default === undefined || f.default === null)) return s
  return kept(s)
}

/** Fields whose schema is a trimmed string with no format of its own, which blank text would pass. */
const isText = (f: FieldDef) => ['string', 'text', 'image'].includes(f.type) && (!f.pattern || f.pattern === 'upload')

/**
 * The validator of a resource's writes, derived from its catalogue fields, with the null rules
 * of `presence`. Every write path uses it (generic API, workflows, bulk creates and imports), so
 * a null never reaches a NOT NULL column.
 */
export function resourceValidator(def: ResourceDef, mode: Mode) {
  const key = `${def.name}:${mode}`
  let compiled = cache.get(key)
  if (!compiled) {
    const shape: Record<string, any> = {}
    for (const f of writableFields(def)) {
      // Left out of the update schema, so VineJS drops the key: a row never changes owner.
      if (mode === 'update' && f.createOnly) continue
      shape[f.name] = presence(f, mode, fieldSchema(f))
    }
    compiled = vine.compile(vine.object(shape))
    cache.set(key, compiled)
  }
  const validator = compiled
  return {
    /**
     * `context` (the reader's language, the stored row on update) lets a refusal also name the
     * cross-field rules the rest of the record breaks, so one answer lists every problem.
     */
    validate: async (data: unknown, options?: Parameters<Compiled['validate']>[1], context?: CrossFieldContext) => {
      const input = emptyStringsAsNull(data)
      try {
        return (await validator.validate(input, options)) as Record<string, unknown>
      } catch (error) {
        if (context && error instanceof vineErrors.E_VALIDATION_ERROR && input && typeof input === 'object') {
          error.messages.push(...crossFieldsBesides(def, input as Record<string, unknown>, error.messages, context))
        }
        throw error
      }
    },
  }
}

interface CrossFieldContext { lang: string; current?: Record<string, unknown> }

/**
 * The cross-field rules broken by the fields that passed their own checks. Without this, the
 * repository's check (after validation) would report them only once the field errors are fixed:
 * an empty name would hide an end date before the start date until the next save.
 */
function crossFieldsBesides(def: ResourceDef, input: Record<string, unknown>, reported: { field: string }[], context: CrossFieldContext) {
  const failing = new Set(reported.map((e) => e.field))
  const record: Record<string, unknown> = { ...context.current, ...input }
  for (const name of failing) delete record[name]
  return crossFieldViolations(def, record)
    .filter((v) => !failing.has(v.field))
    .map((v) => ({ field: v.field, rule: v.rule, message: translate(context.lang, v.message) }))
}

/**
 * The sent fields the validator took (the shape's own keys, not among `reported`), as the record
 * checks read them: text trimmed, "" as null. A failing entry of a list (`documents.0.file_url`)
 * fails its whole field.
 */
export function fieldsThatPassed(def: ResourceDef, mode: Mode, input: unknown, reported: { field: string }[]) {
  const failing = new Set(reported.map((e) => String(e.field).split('.')[0]))
  const sent = emptyStringsAsNull(input)
  const passed: Record<string, unknown> = {}
  if (!sent || typeof sent !== 'object' || Array.isArray(sent)) return { passed, failing }
  for (const f of writableFields(def)) {
    if ((mode === 'update' && f.createOnly) || failing.has(f.name) || !Object.hasOwn(sent, f.name)) continue
    const value = (sent as Record<string, unknown>)[f.name]
    const text = typeof value === 'string' ? value.trim() : value
    passed[f.name] = text === '' ? null : text
  }
  return { passed, failing }
}

/** "" read as null, as the JSON body parser does, for callers that pass other input (bulk lists, workflows). */
function emptyStringsAsNull(data: unknown) {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v === '' ? null : v]))
}

/** Columns every row has and only the server sets: its identity and timestamps. */
const SERVER_COLUMNS = ['id', 'created_at', 'updated_at', 'deleted_at']

/**
 * The sent keys that name what the caller may not set: the row's id, tenant and timestamps, the
 * columns stamped from the acting user or tenant, and read-only fields. They are refused naming
 * them (a company's HR sending `customer_id` of another tenant learns their write did not do what
 * they asked), never silently dropped. Keys naming nothing of the resource stay ignored, as before.
 */
export function unsettableFields(def: ResourceDef, data: Record<string, unknown>): string[] {
  const writable = new Set(writableFields(def).map((f) => f.name))
  const serverSet = new Set([
    ...SERVER_COLUMNS, def.tenantColumn, ...Object.keys(def.stampOnCreate ?? {}),
    ...def.fields.filter((f) => !writable.has(f.name)).map((f) => f.name),
  ])
  return Object.keys(data).filter((k) => serverSet.has(k) && !writable.has(k))
}

export function fieldLabel(def: ResourceDef, name: string, lang: string) {
  const f = def.fields.find((x) => x.name === name)
  return f ? translate(lang, fieldLabelKey(def.name, f)) : name
}

const RULES = ['range', 'translations', 'translationLanguage', 'translationText', 'translationLength', 'currencyUnknown', 'notSettable', 'min', 'max', 'array', 'wholeNumber', 'fileKey', 'countryUnknown', 'time', 'iban', 'bic', 'phone', 'countryCode', 'currency', 'decimal', 'domain', 'required', 'string', 'email', 'maxLength', 'minLength', 'number', 'withoutDecimals', 'boolean',
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
  return new SimpleMessagesProvider(messages, withWordLabels(fields))
}

/**
 * A field the caller gave no label reads as words ("carry_over_max" → "Carry over max"), never as
 * its raw column name. Paths (`update_data.name`) and list indexes get none, so VineJS falls back
 * to the field's own name, which is then looked up here.
 */
function withWordLabels(fields: Record<string, string>): Record<string, string> {
  return new Proxy(fields, {
    get: (target, key) => {
      if (typeof key !== 'string') return undefined
      if (Object.hasOwn(target, key)) return target[key]
      return /^[A-Za-z][A-Za-z0-9_]*$/.test(key) ? words(key) : undefined
    },
  })
}

export const words = (name: string) => {
  const text = name.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase()
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function messagesFor(def: ResourceDef, lang: string) {
  const fields = Object.fromEntries(def.fields.map((f) => [f.name, translate(lang, fieldLabelKey(def.name, f))]))
  return validationMessages(lang, fields)
}

let fallbackMessages: SimpleMessagesProvider | undefined
/**
 * VineJS's default messages for validators run without a request's own ("The year field must be
 * defined"): the platform's words in the fallback language, fields named as words. Built on first
 * use, when the locales can be read.
 */
export const defaultValidationMessages = () => ({
  getMessage: (...args: Parameters<SimpleMessagesProvider['getMessage']>) =>
    (fallbackMessages ??= validationMessages(FALLBACK_LANGUAGE)).getMessage(...args),
})
