import { BaseSchema } from '@adonisjs/lucid/schema'
import { ACCESS_PRIVILEGES, accessFlag } from '@hr/shared'

export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('email', 255).notNullable().unique()
      table.string('password', 255).nullable()
      table.string('name', 255).notNullable()
      table.string('role', 20).notNullable()
      table.string('lang', 10).notNullable().defaultTo('en')
      table.string('pic', 500).nullable()
      table.string('title', 255).nullable()
      table.integer('customer_id').unsigned().nullable().references('id').inTable('customers').onDelete('SET NULL')
      table.integer('vendor_id').unsigned().nullable().references('id').inTable('vendors').onDelete('SET NULL')
      table.boolean('access_vendor_portal').notNullable().defaultTo(false)
      table.boolean('is_manager').notNullable().defaultTo(false)
      table.boolean('is_employee').notNullable().defaultTo(false)
      table.boolean('is_intern').notNullable().defaultTo(false)
      table.string('contractor_type', 50).nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('agree_privacy_time', { useTz: true }).nullable()
      for (const p of ACCESS_PRIVILEGES) table.boolean(accessFlag(p)).notNullable().defaultTo(false)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
      table.index(['customer_id'])
      table.index(['vendor_id'])
    })

    this.schema.createTable('auth_access_tokens', (table) => {
      table.increments('id')
      table.integer('tokenable_id').notNullable().unsigned().references('id').inTable('users').onDelete('CASCADE')
      table.string('type').notNullable()
      table.string('name').nullable()
      table.string('hash').notNullable()
      table.text('abilities').notNullable()
      table.timestamp('created_at')
      table.timestamp('updated_at')
      table.timestamp('last_used_at').nullable()
      table.timestamp('expires_at').nullable()
    })

    // Which customers a (non-admin) vendor user is assigned to (domain §6).
    this.schema.createTable('customer_user_assignments', (table) => {
      table.increments('id')
      table.integer('customer_id').unsigned().notNullable().references('id').inTable('customers').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['customer_id', 'user_id'])
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable('customer_user_assignments')
    this.schema.dropTable('auth_access_tokens')
    this.schema.dropTable(this.tableName)
  }
}
