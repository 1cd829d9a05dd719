import { BaseSchema } from '@adonisjs/lucid/schema'

/** Documents of a customer, optionally of one person, pointing at an upload (uploads.file_key). */
export default class extends BaseSchema {
  protected tableName = 'documents'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('customer_id').unsigned().notNullable().references('id').inTable('customers').onDelete('CASCADE')
      table.integer('person_id').unsigned().nullable().references('id').inTable('people').onDelete('CASCADE')
      table.string('doc_type', 20).notNullable().defaultTo('others')
      table.string('file_name', 255).notNullable()
      table.string('file_type', 10).notNullable()
      table.string('file_url', 255).notNullable()
      table.string('access_control', 20).notNullable().defaultTo('everyone')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['customer_id', 'person_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
