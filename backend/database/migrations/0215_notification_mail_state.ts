import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Issue 44: a notification's e-mail is sent by a queued job once the change that caused it is
 * committed. `mail_state` pending → sent; the sweep enqueues a pending one again should the
 * process stop in between. Null: no e-mail owed (rows from before, and seeded ones).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('notifications', (table) => {
      table.string('mail_state', 10).nullable()
    })
  }

  async down() {
    this.schema.alterTable('notifications', (table) => {
      table.dropColumn('mail_state')
    })
  }
}
