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
    () => testUtils.db().truncate(),
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
