import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { derivedNames, mergeLocaleFragments, type LocaleTree, type Placement, type TenantScope } from '@hr/shared'
import { FieldSpecError, parseFieldSpecs } from '#scaffold/field_spec'
import { ACCESS_PRESETS, declarationSource, englishStrings, migrationSource } from '#scaffold/resource_scaffold'

const SCOPES = ['platform', 'vendor', 'customer'] as const
const PLACEMENTS = ['admin-setting', 'data-cloud', 'vendor-setting', 'menu', 'none'] as const

/**
 * node ace make:resource training_course --scope customer --placement admin-setting
 *   --fields "name:string:required,provider:string,start_date:date,cost:money,status:enum(planned|running|done)"
 * Writes the catalogue declaration, its create-table migration and its English strings, and
 * regenerates shared/src/catalogue/generated.ts (the index of resource files): the generic API and
 * screens do the rest.
 */
export default class MakeResource extends BaseCommand {
  static commandName = 'make:resource'
  static description = 'Scaffold a plain catalogue resource: declaration, migration and English strings'
  static options: CommandOptions = { startApp: false }

  @args.string({ description: 'snake_case name, e.g. training_course' })
  declare name: string

  @flags.string({ description: `tenant scope: ${SCOPES.join(' | ')}`, default: 'customer' })
  declare scope: string

  @flags.string({ description: `where the screens appear: ${PLACEMENTS.join(' | ')}`, default: 'none' })
  declare placement: string

  @flags.string({ description: 'name:type[:required],… (types: string text email phone integer boolean decimal money date datetime country enum(a|b) ref(resource))' })
  declare fields: string

  @flags.string({ description: `access preset: ${ACCESS_PRESETS.join(' | ')} (default by scope)` })
  declare access?: string

  async run() {
    const root = resolve(this.app.makePath('..'))
    const problem = (message: string) => { this.logger.error(message); this.exitCode = 1 }
    if (!/^[a-z][a-z0-9_]{1,62}$/.test(this.name)) return problem(`"${this.name}" is not a snake_case resource name`)
    if (!(SCOPES as readonly string[]).includes(this.scope)) return problem(`--scope must be one of ${SCOPES.join(', ')}`)
    if (!(PLACEMENTS as readonly string[]).includes(this.placement)) return problem(`--placement must be one of ${PLACEMENTS.join(', ')}`)
    if (this.access && !(ACCESS_PRESETS as readonly string[]).includes(this.access)) return problem(`--access must be one of ${ACCESS_PRESETS.join(', ')}`)
    let fields
    try {
      fields = parseFieldSpecs(this.fields ?? '')
    } catch (error) {
      if (error instanceof FieldSpecError) return problem(error.message)
      throw error
    }
    const input = {
      name: this.name, scope: this.scope as TenantScope, fields, access: this.access,
      placement: this.placement === 'none' ? undefined : (this.placement as Placement),
    }
    const declaration = join(root, 'shared/src/catalogue/resources', `${this.name}.ts`)
    const strings = join(root, 'locales/en', `${this.name}.json`)
    if (existsSync(declaration) || existsSync(strings)) return problem(`${this.name} exists already`)

    const migrations = join(root, 'backend/database/migrations')
    const last = Math.max(0, ...readdirSync(migrations).map((f) => Number(/^(\d+)_/.exec(f)?.[1] ?? 0)))
    const migration = join(migrations, `${String(last + 1).padStart(4, '0')}_create_${derivedNames(this.name, input.scope).table}_table.ts`)
    const english = mergeLocaleFragments(readdirSync(join(root, 'locales/en')).filter((f) => f.endsWith('.json'))
      .map((f) => [f, JSON.parse(readFileSync(join(root, 'locales/en', f), 'utf8')) as LocaleTree]))

    writeFileSync(declaration, declarationSource(input))
    writeFileSync(migration, migrationSource(input))
    writeFileSync(strings, `${JSON.stringify(englishStrings(input, (english.enums ?? {}) as Record<string, Record<string, unknown>>), null, 2)}\n`)
    // The same generator the shared build runs: the new file is in the catalogue's index at once.
    execFileSync(process.execPath, [join(root, 'shared/scripts/catalogue-index.mjs')])
    const generated = join(root, 'shared/src/catalogue/generated.ts')
    for (const file of [declaration, migration, strings, generated]) this.logger.action(`write ${file.slice(root.length + 1)}`).succeeded()
    this.logger.info('Next: npm run build -w shared && node ace migration:run')
  }
}
