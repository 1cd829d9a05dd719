import { BaseCommand, args } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { alterMigrationSource } from '#scaffold/resource_scaffold'
import { catalogueAsEdited } from '#scaffold/declaration_as_edited'

/**
 * node ace catalogue:migration training_course — after fields were added to or removed from a
 * declaration, writes the alter-table migration that brings the (migrated) table to it. It reads
 * the declaration as edited: it builds the shared package itself (scaffold/declaration_as_edited).
 * The test that catalogue and columns agree keeps both honest.
 */
export default class CatalogueMigration extends BaseCommand {
  static commandName = 'catalogue:migration'
  static description = 'Write the alter-table migration for fields added to or removed from a catalogue declaration'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'the resource name, e.g. training_course' })
  declare name: string

  async run() {
    const edited = await catalogueAsEdited(this.app.makePath('..'))
    if ('error' in edited) {
      this.logger.error(`the shared package does not build:\n${edited.error}`)
      this.exitCode = 1
      return
    }
    const byName = new Map(edited.catalogue.map((d) => [d.name, d]))
    const def = byName.get(this.name)
    if (!def) {
      this.logger.error(`${this.name} is not in the catalogue (shared/src/catalogue/resources)`)
      this.exitCode = 1
      return
    }
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const columns = Object.keys(await db.connection().columnsInfo(def.table))
    if (!columns.length) {
      this.logger.error(`table ${def.table} does not exist: run node ace migration:run first`)
      this.exitCode = 1
      return
    }
    const hidden = new Set(def.hiddenColumns ?? [])
    const added = def.fields.filter((f) => !columns.includes(f.name))
    const removed = columns.filter((c) => !hidden.has(c) && !def.fields.some((f) => f.name === c))
    if (!added.length && !removed.length) {
      this.logger.info(`${def.table} already matches ${this.name}: nothing to migrate`)
      return
    }
    const migrations = this.app.makePath('database/migrations')
    const last = Math.max(0, ...readdirSync(migrations).map((f) => Number(/^(\d+)_/.exec(f)?.[1] ?? 0)))
    const file = join(migrations, `${String(last + 1).padStart(4, '0')}_alter_${def.table}_table.ts`)
    writeFileSync(file, alterMigrationSource(def.table, added, removed, (resource) => byName.get(resource)?.table ?? resource))
    this.logger.action(`write database/migrations/${file.split('/').pop()}`).succeeded()
  }
}
