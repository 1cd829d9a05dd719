import { BaseSchema } from '@adonisjs/lucid/schema'

/** The person's profile picture (domain §9): the file key of a checked JPG/PNG upload. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('people', (table) => {
      table.string('photo', 500).nullable()
    })
  }

  async down() {
    this.schema.alterTable('people', (table) => {
      table.dropColumn('photo')
    })
  }
}
