import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A company's own leave types become rows of leave_types owned by the company (issue 13), so a
 * leave request, an entitlement and the ledger name either kind by one id. Data-cloud rows have
 * no customer; names are unique among the data cloud's (per country) and within each company.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('leave_types', (table) => {
      table.integer('customer_id').unsigned().nullable().references('id').inTable('customers').onDelete('CASCADE')
      table.dropUnique(['name', 'country'])
    })
    this.defer(async (db) => {
      const own = await db.from('company_leave_types').select('*')
      for (const row of own) {
        const { id: _id, ...rest } = row
        await db.table('leave_types').insert({ ...rest, country: null })
      }
    })
    this.schema.raw('CREATE UNIQUE INDEX leave_types_cloud_name_unique ON leave_types (name, country) WHERE customer_id IS NULL')
    this.schema.raw('CREATE UNIQUE INDEX leave_types_company_name_unique ON leave_types (customer_id, name) WHERE customer_id IS NOT NULL')
    this.schema.dropTable('company_leave_types')
  }

  async down() {
    this.schema.createTable('company_leave_types', (table) => {
      table.increments('id')
      table.integer('customer_id').unsigned().notNullable().references('id').inTable('customers').onDelete('CASCADE')
      table.string('name', 255).notNullable()
      table.string('day_type', 20).notNullable().defaultTo('working')
      table.boolean('allow_negative').notNullable().defaultTo(false)
      table.boolean('is_paid').notNullable().defaultTo(true)
      table.string('default_entitlement', 20).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['customer_id', 'name'])
    })
    this.defer(async (db) => {
      const own = await db.from('leave_types').whereNotNull('customer_id').select('*')
      for (const { id: _id, country: _country, ...rest } of own) await db.table('company_leave_types').insert(rest)
      await db.from('leave_types').whereNotNull('customer_id').delete()
    })
    this.schema.raw('DROP INDEX leave_types_company_name_unique')
    this.schema.raw('DROP INDEX leave_types_cloud_name_unique')
    this.schema.alterTable('leave_types', (table) => {
      table.dropColumn('customer_id')
      table.unique(['name', 'country'])
    })
  }
}
