import { BaseSchema } from '@adonisjs/lucid/schema'

/** Single sign-on per customer, for the e-mail domains it whitelists (a domain belongs to one customer). */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('customers', (table) => {
      table.boolean('sso_enabled').notNullable().defaultTo(false)
    })
    this.schema.createTable('customer_sso_domains', (table) => {
      table.increments('id')
      table.integer('customer_id').unsigned().notNullable().references('id').inTable('customers').onDelete('CASCADE')
      table.string('domain', 255).notNullable().unique()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['customer_id'])
    })
  }

  async down() {
    this.schema.dropTable('customer_sso_domains')
    this.schema.alterTable('customers', (table) => {
      table.dropColumn('sso_enabled')
    })
  }
}
