import { BaseSchema } from '@adonisjs/lucid/schema'

/** The state or region a person works in (issue 13): its own public holidays count in their leave. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('people', (table) => {
      table.string('region', 20).nullable()
    })
  }

  async down() {
    this.schema.alterTable('people', (table) => {
      table.dropColumn('region')
    })
  }
}
