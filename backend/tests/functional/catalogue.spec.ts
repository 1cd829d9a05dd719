import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { catalogue } from '@hr/shared'
import { resourceTag } from '#tests/helpers'

/**
 * The catalogue is the contract of the API and the screens; the migrations are the database.
 * Adding a resource or a column on one side only fails here.
 */
test.group('Catalogue and database agree', () => {
  for (const def of catalogue) {
    test(`${def.name}: every field is a column and every column a field`, async ({ assert }) => {
      const columns = Object.keys(await db.connection().columnsInfo(def.table))
      assert.isAbove(columns.length, 0, `table ${def.table} exists`)
      const fields = def.fields.map((f) => f.name)
      assert.sameMembers(fields, columns.filter((c) => !def.hiddenColumns?.includes(c)))
      if (def.scope !== 'platform') assert.include(columns, def.tenantColumn)
      if (def.softDelete) assert.include(columns, 'deleted_at')
    }).tags([resourceTag(def.name)])
  }
})
