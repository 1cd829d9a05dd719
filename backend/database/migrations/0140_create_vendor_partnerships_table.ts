import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The partner model (domain §3, §5): a partnership links a From vendor (who brings the partner in)
 * and a To vendor (the partner, who serves the From vendor's customers). Vendor settings that are
 * not part of the platform's vendor record (countries served, BI report ids, SSO) live beside it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('vendor_partnerships', (table) => {
      table.increments('id')
      table.integer('from_vendor_id').unsigned().notNullable().references('id').inTable('vendors').onDelete('CASCADE')
      table.integer('to_vendor_id').unsigned().notNullable().references('id').inTable('vendors').onDelete('CASCADE')
      // true when the From vendor created the partner: its admins then also manage the partner's users and prices
      table.boolean('managed').notNullable().defaultTo(false)
      table.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['from_vendor_id', 'to_vendor_id'])
      table.index(['to_vendor_id'])
    })

    this.schema.createTable('vendor_settings', (table) => {
      table.increments('id')
      table.integer('vendor_id').unsigned().notNullable().unique().references('id').inTable('vendors').onDelete('CASCADE')
      table.text('countries').nullable()
      table.boolean('sso_enabled').notNullable().defaultTo(false)
      table.text('sso_domains').nullable()
      table.string('bi_workspace_id', 100).nullable()
      table.string('bi_report_id', 100).nullable()
      table.string('bi_dataset_id', 100).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.dropTable('vendor_settings')
    this.schema.dropTable('vendor_partnerships')
  }
}
