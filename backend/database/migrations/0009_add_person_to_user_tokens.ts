import { BaseSchema } from '@adonisjs/lucid/schema'

/** Manager onboarding links point at the person being onboarded, not only at the manager who opens them. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('user_tokens', (table) => {
      table.integer('person_id').unsigned().nullable().references('id').inTable('people').onDelete('CASCADE')
    })
  }

  async down() {
    this.schema.alterTable('user_tokens', (table) => {
      table.dropColumn('person_id')
    })
  }
}
