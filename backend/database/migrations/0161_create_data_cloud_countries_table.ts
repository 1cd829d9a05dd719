import { BaseSchema } from '@adonisjs/lucid/schema'

/** Countries the data cloud holds reference data for, with the state of their holiday import. */
export default class extends BaseSchema {
  protected tableName = 'data_cloud_countries'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('country', 2).notNullable().unique()
      // importing → ready (or failed): the data-cloud page shows "import in progress" meanwhile.
      table.string('status', 20).notNullable().defaultTo('ready')
      table.integer('holiday_count').notNullable().defaultTo(0)
      table.timestamp('imported_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
