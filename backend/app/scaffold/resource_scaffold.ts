import { derivedNames, pluralName, type FieldDef, type Placement, type TenantScope } from '@hr/shared'
import type { FieldSpec } from './field_spec.js'

/**
 * What `node ace make:resource` writes for a plain resource, as pure text: the catalogue
 * declaration, the create-table migration derived from the same fields, and the English strings.
 * Money is the amount (integer minor units) plus `<name>_currency`, as employment.ts does; decimals
 * are exact text; the tenant column comes from the scope.
 */
export interface ScaffoldInput {
  name: string
  scope: TenantScope
  placement?: Placement
  fields: FieldSpec[]
  /** an access preset exported by shared/src/catalogue/define.ts */
  access?: string
}

const DEFAULT_ACCESS: Record<TenantScope, string> = {
  customer: 'customerAdminManaged', vendor: 'vendorAdminManaged', platform: 'readableBySuperadminManaged', customer_or_vendor: 'customerAdminManaged',
}
export const ACCESS_PRESETS = ['customerAdminManaged', 'vendorAdminManaged', 'readableBySuperadminManaged'] as const
const TENANT_RESOURCE: Partial<Record<TenantScope, string>> = { customer: 'customer', vendor: 'vendor' }

export const camelName = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
const human = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`.replace(/_/g, ' ')
const titleFieldOf = (fields: FieldSpec[]) => (fields.find((f) => f.name === 'name') ?? fields.find((f) => f.type === 'string') ?? fields[0]).name

function fieldLines(input: ScaffoldInput): string[] {
  const title = titleFieldOf(input.fields)
  const lines: string[] = []
  const tenant = TENANT_RESOURCE[input.scope]
  if (tenant) lines.push(`{ name: '${tenant}_id', type: 'reference', reference: { resource: '${tenant}', labelField: 'name' }, readOnly: true }`)
  for (const f of input.fields) {
    const req = f.required ? ', required: true' : ''
    const shown = f.name === title ? ', list: true, sort: true, search: true' : ', list: true'
    switch (f.type) {
      case 'money':
        lines.push(`{ name: '${f.name}', type: 'money', currencyField: '${f.name}_currency'${req}, list: true }`)
        lines.push(`{ name: '${f.name}_currency', type: 'string', pattern: 'currency', maxLength: 3${req} }`)
        break
      case 'enum':
        lines.push(`{ name: '${f.name}', type: 'enum', enum: [${f.values!.map((v) => `'${v}'`).join(', ')}]${req}, default: '${f.values![0]}', list: true, filter: true }`)
        break
      case 'reference':
        lines.push(`{ name: '${f.name}', type: 'reference', reference: { resource: '${f.reference}', labelField: 'name' }${req}, list: true, filter: true }`)
        break
      case 'boolean':
        lines.push(`{ name: '${f.name}', type: 'boolean', default: false, list: true, filter: true }`)
        break
      case 'string': case 'email': case 'phone':
        lines.push(`{ name: '${f.name}', type: '${f.type}'${req}, maxLength: 255${shown} }`)
        break
      case 'text':
        lines.push(`{ name: '${f.name}', type: 'text'${req}, maxLength: 5000 }`)
        break
      case 'date': case 'datetime':
        lines.push(`{ name: '${f.name}', type: '${f.type}'${req}, list: true, sort: true }`)
        break
      default:
        lines.push(`{ name: '${f.name}', type: '${f.type}'${req}${f.type === 'decimal' ? ', scale: 2' : ''}, list: true }`)
    }
  }
  return lines
}

export function declarationSource(input: ScaffoldInput): string {
  const access = input.access ?? DEFAULT_ACCESS[input.scope]
  const placement = input.placement ? `\n  placement: '${input.placement}',` : ''
  return `import { defineResource, ${access} } from '../define.js'

/** ${human(input.name)} (scaffolded by \`node ace make:resource\`; edit freely, keep the migration in step). */
export const ${camelName(input.name)} = defineResource({
  name: '${input.name}',
  scope: '${input.scope}',${placement}
  titleField: '${titleFieldOf(input.fields)}',
  fields: [
${fieldLines(input).map((l) => `    ${l},`).join('\n')}
  ],
  access: ${access},
})
`
}

const TABLE_OF: Record<string, string> = { customer: 'customers', vendor: 'vendors', people: 'people' }

function columnLines(input: ScaffoldInput): string[] {
  const lines: string[] = []
  const tenant = TENANT_RESOURCE[input.scope]
  if (tenant) lines.push(`table.integer('${tenant}_id').unsigned().notNullable().references('id').inTable('${TABLE_OF[tenant]}').onDelete('CASCADE')`)
  for (const f of input.fields) {
    const nullability = f.required ? '.notNullable()' : '.nullable()'
    switch (f.type) {
      case 'money':
        // Integer minor units of the currency beside it (domain: money is never a float).
        lines.push(`table.bigInteger('${f.name}')${nullability}`)
        lines.push(`table.string('${f.name}_currency', 3)${nullability}`)
        break
      case 'enum': lines.push(`table.string('${f.name}', 50).notNullable().defaultTo('${f.values![0]}')`); break
      case 'boolean': lines.push(`table.boolean('${f.name}').notNullable().defaultTo(false)`); break
      case 'reference': {
        const target = TABLE_OF[f.reference!] ?? pluralName(f.reference!)
        lines.push(`table.integer('${f.name}').unsigned()${nullability}.references('id').inTable('${target}').onDelete('${f.required ? 'CASCADE' : 'SET NULL'}')`)
        break
      }
      case 'text': lines.push(`table.text('${f.name}')${nullability}`); break
      case 'integer': lines.push(`table.integer('${f.name}')${nullability}`); break
      // Exact decimals travel and are stored as text, as the other decimal columns are.
      case 'decimal': lines.push(`table.string('${f.name}', 40)${nullability}`); break
      case 'date': lines.push(`table.date('${f.name}')${nullability}`); break
      case 'datetime': lines.push(`table.timestamp('${f.name}', { useTz: true })${nullability}`); break
      case 'country': lines.push(`table.string('${f.name}', 2)${nullability}`); break
      default: lines.push(`table.string('${f.name}', 255)${nullability}`)
    }
  }
  lines.push(`table.timestamp('created_at', { useTz: true }).notNullable()`)
  lines.push(`table.timestamp('updated_at', { useTz: true }).nullable()`)
  if (tenant) lines.push(`table.index(['${tenant}_id'])`)
  return lines
}

export function migrationSource(input: ScaffoldInput): string {
  const { table } = derivedNames(input.name, input.scope)
  // A tenant's table gets PostgreSQL's row-level security as it is created (database/row_security).
  const walled = input.scope !== 'platform'
  return `import { BaseSchema } from '@adonisjs/lucid/schema'
${walled ? "import { applyRowSecurity } from '#database/row_security'\n" : ''}
/** ${human(input.name)}: the table of its catalogue declaration (scaffolded by \`node ace make:resource\`). */
export default class extends BaseSchema {
  protected tableName = '${table}'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
${columnLines(input).map((l) => `      ${l}`).join('\n')}
    })${walled ? `
    if (this.db.dialect.name === 'postgres') this.defer((db) => applyRowSecurity(db, [this.tableName]))` : ''}
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
`
}

/**
 * The English strings the generic screens ask for: titles, field labels, enum values. Enum labels
 * are shared by field name across resources (enums.<field>.<value>): ones English already has stay.
 */
export function englishStrings(input: ScaffoldInput, existingEnums: Record<string, Record<string, unknown>> = {}) {
  const fields: Record<string, string> = {}
  const tenant = TENANT_RESOURCE[input.scope]
  if (tenant) fields[`${tenant}_id`] = tenant === 'customer' ? 'Company' : 'Vendor'
  const enums: Record<string, Record<string, string>> = {}
  for (const f of input.fields) {
    fields[f.name] = human(f.name)
    if (f.type === 'money') fields[`${f.name}_currency`] = `${human(f.name)} currency`
    if (f.type === 'enum') {
      const missing = f.values!.filter((v) => existingEnums[f.name]?.[v] === undefined)
      if (missing.length) enums[f.name] = Object.fromEntries(missing.map((v) => [v, human(v)]))
    }
  }
  const label = human(input.name)
  return {
    [input.name]: {
      titles: { list: pluralName(label), create: `New ${label.toLowerCase()}`, show: label, edit: `Edit ${label.toLowerCase()}` },
      fields,
    },
    ...(Object.keys(enums).length ? { enums } : {}),
  }
}

/** The column of a declared field, for an alter-table migration (catalogue:migration). */
export function columnForField(f: FieldDef, tableOf: (resource: string) => string): string[] {
  // A column added to a table that has rows cannot be NOT NULL without a default: required is the API's rule then.
  const nullable = f.default !== undefined && f.default !== null ? `.notNullable().defaultTo(${JSON.stringify(f.default)})` : '.nullable()'
  switch (f.type) {
    case 'money': return [`table.bigInteger('${f.name}')${nullable}`]
    case 'enum': return [`table.string('${f.name}', 50)${nullable}`]
    case 'boolean': return [`table.boolean('${f.name}')${nullable}`]
    case 'reference': return [`table.integer('${f.name}').unsigned().nullable().references('id').inTable('${tableOf(f.reference!.resource)}').onDelete('SET NULL')`]
    case 'text': case 'file': case 'files': case 'translations': return [`table.text('${f.name}')${nullable}`]
    case 'integer': return [`table.integer('${f.name}')${nullable}`]
    case 'decimal': return [`table.string('${f.name}', 40)${nullable}`]
    case 'date': return [`table.date('${f.name}')${nullable}`]
    case 'datetime': return [`table.timestamp('${f.name}', { useTz: true })${nullable}`]
    case 'country': return [`table.string('${f.name}', 2)${nullable}`]
    default: return [`table.string('${f.name}', ${f.pattern === 'currency' ? 3 : f.maxLength ?? 255})${nullable}`]
  }
}

/** The alter-table migration that brings a table to its declaration: added fields become columns, removed ones are dropped. */
export function alterMigrationSource(table: string, added: FieldDef[], removed: string[], tableOf: (resource: string) => string): string {
  const up = [...added.flatMap((f) => columnForField(f, tableOf)), ...removed.map((c) => `table.dropColumn('${c}')`)]
  const down = [...added.map((f) => `table.dropColumn('${f.name}')`), ...removed.map((c) => `// ${c} was dropped: its data is not restored`)]
  return `import { BaseSchema } from '@adonisjs/lucid/schema'

/** ${table}: fields ${added.length ? `added (${added.map((f) => f.name).join(', ')})` : ''}${added.length && removed.length ? ', ' : ''}${removed.length ? `removed (${removed.join(', ')})` : ''} in the catalogue declaration (\`node ace catalogue:migration\`). */
export default class extends BaseSchema {
  protected tableName = '${table}'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
${up.map((l) => `      ${l}`).join('\n')}
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
${down.map((l) => `      ${l}`).join('\n')}
    })
  }
}
`
}
