import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import { mkdirSync } from 'node:fs'

export const plugins: Config['plugins'] = [assert(), apiClient(), pluginAdonisJS(app), authApiClient(app)]

/**
 * Each run starts from a freshly migrated database with the demo data (SQLite file or the
 * PostgreSQL database named by DB_*); each test then runs inside a transaction rolled back after it.
 */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [
    () => {
      mkdirSync(app.makePath('tmp'), { recursive: true })
    },
    // After the run, every table is emptied in one statement (Lucid's db:truncate empties them in
    // parallel, and PostgreSQL's cascades between so many foreign keys deadlock).
    () => async () => {
      const { default: db } = await import('@adonisjs/lucid/services/db')
      const client = db.connection()
      if (client.dialect.name !== 'postgres') return
      const tables = (await client.getAllTables(['public'])).filter((t) => t !== 'adonis_schema' && t !== 'adonis_schema_versions')
      if (tables.length) await client.rawQuery(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`)
    },
    async () => {
      const ace = await app.container.make('ace')
      await ace.exec('migration:fresh', ['--force'])
      await ace.exec('db:seed', [])
    },
  ],
  teardown: [],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (['browser', 'functional', 'e2e'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start())
  }
}
