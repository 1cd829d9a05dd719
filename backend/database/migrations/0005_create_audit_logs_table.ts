import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'audit_logs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // Nullable: vendor- and platform-level changes belong to no customer.
      table.integer('customer_id').unsigned().nullable().references('id').inTable('customers').onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('entity_name', 100).notNullable()
      table.integer('entity_id').nullable()
      table.string('location_entity_name', 100).nullable()
      table.integer('location_entity_id').nullable()
      table.string('action', 50).notNullable()
      table.text('action_info').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['customer_id', 'id'])
      table.index(['entity_name', 'entity_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
