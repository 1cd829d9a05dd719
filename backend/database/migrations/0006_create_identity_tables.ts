import { BaseSchema } from '@adonisjs/lucid/schema'

/** Single-use tokens (password reset, invitation), e-mailed login codes, and rate-limit counters. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('user_tokens', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('purpose', 20).notNullable()
      // Only a hash is stored: a database leak does not hand out working links.
      table.string('token_hash', 64).notNullable().unique()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('used_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['user_id', 'purpose'])
    })

    this.schema.createTable('login_otps', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('code_hash', 64).notNullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('used_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['user_id', 'id'])
    })

    this.schema.createTable('rate_limits', (table) => {
      table.string('key', 255).notNullable().primary()
      table.integer('points', 9).notNullable().defaultTo(0)
      table.bigint('expire').unsigned()
    })
  }

  async down() {
    this.schema.dropTable('rate_limits')
    this.schema.dropTable('login_otps')
    this.schema.dropTable('user_tokens')
  }
}
