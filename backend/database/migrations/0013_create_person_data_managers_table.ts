import { BaseSchema } from '@adonisjs/lucid/schema'

/** Which people a data manager manages (domain §6). */
export default class extends BaseSchema {
  protected tableName = 'person_data_managers'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('customer_id').unsigned().notNullable().references('id').inTable('customers').onDelete('CASCADE')
      table.integer('person_id').unsigned().notNullable().references('id').inTable('people').onDelete('CASCADE')
      table.integer('manager_person_id').unsigned().notNullable().references('id').inTable('people').onDelete('CASCADE')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['person_id', 'manager_person_id'])
      table.index(['manager_person_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
