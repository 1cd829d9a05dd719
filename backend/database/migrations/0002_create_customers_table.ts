import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'customers'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('vendor_id').unsigned().nullable().references('id').inTable('vendors').onDelete('SET NULL')
      table.string('name', 255).notNullable()
      table.string('logo', 500).nullable()
      table.text('privacy_doc').nullable()
      table.string('sender_name', 255).nullable()
      table.string('sender_email', 255).nullable()
      table.string('csm_name', 255).nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.boolean('require_2fa').notNullable().defaultTo(false)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
      table.index(['vendor_id', 'name'])
      table.index(['name'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
