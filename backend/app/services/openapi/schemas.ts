import { DOMAIN_PATTERN, TRANSLATION_LANGUAGES, getResource, type FieldDef, type Requirement, type ResourceDef } from '@hr/shared'
import { MAX_FILES, neverEmpty } from '#resources/validator'

/** A JSON Schema 2020-12 object, the dialect of OpenAPI 3.1. */
export type Schema = Record<string, unknown>

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` })

/** Component names from catalogue names: leave_type → LeaveType. */
export const pascal = (name: string) => name.split(/[_-]/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join('')

const orNull = (s: Schema): Schema => {
  // An enum lists its values: null must be one of them too, or `type` alone would not let it through.
  if (typeof s.type === 'string' && Array.isArray(s.enum)) return { ...s, type: [s.type, 'null'], enum: [...s.enum, null] }
  if (typeof s.type === 'string') return { ...s, type: [s.type, 'null'] }
  if (s.$ref || s.enum) return { anyOf: [s, { type: 'null' }] }
  return s
}

const fileDescriptor: Schema = {
  type: 'object',
  properties: { file_name: { type: 'string' }, file_type: { type: 'string' }, file_url: { type: 'string' } },
  required: ['file_name', 'file_type', 'file_url'],
}

function decimalPattern(scale: number) {
  return `^-?\\d{1,15}(\\.\\d{1,${scale}})?$`
}

/**
 * The value of one catalogue field as the API reads or writes it (the shapes of
 * resources/validator.ts and resources/serializer.ts): money and decimals travel as decimal text
 * (a write also takes a JSON number), whatever their storage.
 */
function baseSchema(f: FieldDef, write: boolean): Schema {
  switch (f.type) {
    case 'integer': return { type: 'integer' }
    case 'reference': {
      const target = f.reference!.resource
      const via = f.reference!.options ? ` (choices: GET /api/reference-options/${f.reference!.options})` : ''
      return { type: 'integer', description: `id of a ${safeResourcePath(target)} record${via}` }
    }
    case 'boolean': return { type: 'boolean' }
    case 'enum': return { type: 'string', enum: [...(f.enum ?? [])] }
    case 'email': return withMax({ type: 'string', format: 'email' }, f)
    case 'phone': return withMax({ type: 'string', description: 'a phone number, stored in international format (+65 8123 4567); without +code read as US' }, f)
    case 'date': return { type: 'string', format: 'date' }
    case 'datetime': return { type: 'string', format: 'date-time' }
    case 'country': return { type: 'string', pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2 country code' }
    case 'money': return {
      type: write ? ['string', 'number'] : 'string',
      pattern: decimalPattern(3),
      description: `an amount in the currency of \`${f.currencyField}\`, as decimal text with at most that currency's minor digits; stored as integer minor units`,
    }
    case 'decimal': return {
      type: write ? ['string', 'number'] : 'string',
      pattern: decimalPattern(f.scale ?? 2),
      description: `an exact decimal as text, at most ${f.scale ?? 2} decimal places`,
    }
    case 'file': return { ...fileDescriptor }
    case 'files': return { type: 'array', items: fileDescriptor, maxItems: MAX_FILES }
    case 'translations': return {
      type: 'object',
      propertyNames: { enum: [...TRANSLATION_LANGUAGES] },
      additionalProperties: withMax({ type: 'string' }, f),
      description: `\`${f.translates}\` in other interface languages (English is \`${f.translates}\` itself); a reader gets \`${f.translates}\` in their language, else the English`,
    }
    case 'image': return withMax({ type: 'string', description: 'the key of a stored file (POST /api/aws-s3-upload)' }, f)
    default: return textSchema(f)
  }
}

function textSchema(f: FieldDef): Schema {
  switch (f.pattern) {
    case 'currency': return { type: 'string', pattern: '^[A-Za-z]{3}$', description: 'ISO 4217 currency code' }
    case 'time': return { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'a clock time HH:mm' }
    case 'iban': return withMax({ type: 'string', description: 'an IBAN (checksum verified), stored in electronic format' }, f)
    case 'bic': return withMax({ type: 'string', description: 'a SWIFT/BIC code' }, f)
    case 'domain': return withMax({ type: 'string', pattern: DOMAIN_PATTERN.source }, f)
    case 'upload': return withMax({ type: 'string', description: 'the key of a file uploaded by this user or tenant (POST /api/aws-s3-upload)' }, f)
    default: return withMax({ type: 'string' }, f)
  }
}

const withMax = (s: Schema, f: FieldDef): Schema => (f.maxLength ? { ...s, maxLength: f.maxLength } : s)

/** A referenced resource may be missing from a partial catalogue (tests): name it as declared then. */
function safeResourcePath(name: string) {
  try { return getResource(name).path } catch { return name }
}

/** What the schema cannot say: who may see or set the field, its rules across fields. */
function notes(f: FieldDef): string[] {
  const out: string[] = []
  if (f.regionOf) out.push(`a state or region code of the country in \`${f.regionOf}\` (GET /api/states)`)
  if (f.unique) out.push('unique (409 when taken; rule `unique` in the 422 when other fields fail too)')
  if (f.exclusivePer) out.push(`at most one row per \`${f.exclusivePer}\` may have it true`)
  if (f.requires) out.push(`only for users meeting: ${requirementText(f.requires)}; left out of rows for others, 403 when they send it`)
  if (f.restrictedValues) out.push(`values ${f.restrictedValues.values.join(', ')} only for: ${requirementText(f.restrictedValues.requirement)} (403 otherwise)`)
  if (f.visibleWhen) out.push(`applies only while ${JSON.stringify(f.visibleWhen)}`)
  for (const r of f.rules ?? []) {
    if (r.kind === 'afterOrEqual') out.push(`on or after \`${r.other}\``)
    else if (r.kind === 'notLessThan') out.push(`not less than \`${r.other}\``)
    else if (r.kind === 'requiredWhen') out.push(`required while ${JSON.stringify(r.when)}`)
    else if (r.kind === 'forbiddenWhen') out.push(`not allowed while ${JSON.stringify(r.when)}`)
    else if (r.kind === 'requiresChildren') out.push(`true only while the record has ${r.resource} rows`)
  }
  if (f.createOnly) out.push('set on create only; an update ignores it')
  return out
}

function fieldSchema(f: FieldDef, mode: 'read' | 'create' | 'update'): Schema {
  const base = baseSchema(f, mode !== 'read')
  const extra = notes(f)
  const description = [base.description, ...extra].filter(Boolean).join('; ')
  const s: Schema = { ...base, ...(description ? { description } : {}) }
  if (mode === 'read' && f.readOnly) s.readOnly = true
  if (f.default !== undefined && f.default !== null) s.default = f.default
  // What null means per field (resources/validator.ts `presence`): on create it is "not given"
  // for an optional field (its default applies); on update it empties the field, so only where the column may be empty.
  // A row read may hold null in any optional column: a default fills only what the API creates
  // (rows made by imports, seeds and processes may leave it empty, as people's profile_type).
  const nullable = mode === 'create' || mode === 'read' ? !f.required && f.name !== 'id' : !neverEmpty(f) && f.name !== 'id'
  return nullable ? orNull(s) : s
}

/** A row as the generic API answers it (hidden columns never leave the server). */
export function rowSchema(def: ResourceDef): Schema {
  const hidden = new Set(def.hiddenColumns ?? [])
  const fields = def.fields.filter((f) => !hidden.has(f.name))
  return {
    type: 'object',
    properties: {
      ...Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f, 'read')])),
      // resources/reference_labels.ts: what each reference points at, for readers who may not list it.
      _labels: { type: 'object', additionalProperties: { type: 'string' }, readOnly: true, description: 'display label of each reference field that has a value, by field name' },
    },
    required: ['id'],
  }
}

const writable = (def: ResourceDef) => def.fields.filter((f) => !f.readOnly && f.form !== false)

/** The body of POST /api/<path>: required fields without a default must be sent. */
export function createSchema(def: ResourceDef): Schema {
  const fields = writable(def)
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f, 'create')])),
    required: fields.filter((f) => f.required && (f.default === undefined || f.default === null)).map((f) => f.name),
  }
}

/** The `update_data` of POST /api/<path>/{id}: any subset; a field left out keeps its value. */
export function updateSchema(def: ResourceDef): Schema {
  const fields = writable(def).filter((f) => !f.createOnly)
  return { type: 'object', properties: Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f, 'update')])) }
}

/** A catalogue Requirement in words, for the operation descriptions. */
export function requirementText(r: Requirement): string {
  if (typeof r === 'string') return r
  if ('privilege' in r) return `privilege ${r.privilege}`
  if ('anyOf' in r) return r.anyOf.map(requirementText).join(' or ')
  return `customer rows: ${requirementText(r.byOwner.customer)}; vendor rows: ${requirementText(r.byOwner.vendor)}`
}

/** VineJS emits draft-07; what 3.1 tooling chokes on is only its dialect marker. */
export function fromVine(schema: unknown): Schema {
  const { $schema: _, ...rest } = (schema ?? {}) as Schema
  return rest
}

/** Shared components: the error envelope and the list page every list answers with. */
export const commonSchemas: Record<string, Schema> = {
  FieldError: {
    type: 'object',
    properties: {
      field: { type: 'string' },
      rule: { type: 'string' },
      message: { type: 'string', description: 'in the language of the request' },
      row: { type: 'integer', description: 'the line of an imported file (1 = the header)' },
    },
    required: ['field', 'rule', 'message'],
  },
  Error: {
    type: 'object',
    properties: { message: { type: 'string' }, errors: { type: 'array', items: ref('FieldError') } },
    required: ['message'],
  },
  Deleted: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
}

export const listPageSchema = (item: Schema): Schema => ({
  type: 'object',
  properties: {
    items: { type: 'array', items: item },
    itemsTotal: { type: 'integer' },
    nextPage: { type: ['integer', 'null'], description: 'null on the last page' },
  },
  required: ['items', 'itemsTotal', 'nextPage'],
})

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ref('Error') } } })

export const commonResponses = {
  Unauthenticated: errorResponse('Not signed in (no or an expired token)'),
  Forbidden: errorResponse('Signed in, but not allowed (or the acting tenant may not be selected)'),
  NotFound: errorResponse('No such record for the acting tenant'),
  Conflict: errorResponse('A unique value is taken, or the record is still in use'),
  Invalid: errorResponse('Validation failed: `errors` names each field'),
  Throttled: errorResponse('Too many attempts; retry later'),
}

export const responseRef = (name: keyof typeof commonResponses) => ({ $ref: `#/components/responses/${name}` })
