import { BaseSchema } from '@adonisjs/lucid/schema'

/** A person's bank accounts, passports and emergency contacts; each row carries its customer (tenant). */
export default class extends BaseSchema {
  async up() {
    const owner = (table: any) => {
      table.increments('id')
      table.integer('customer_id').unsigned().notNullable().references('id').inTable('customers').onDelete('CASCADE')
      table.integer('person_id').unsigned().notNullable().references('id').inTable('people').onDelete('CASCADE')
    }
    const stamps = (table: any) => {
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['customer_id', 'person_id'])
    }
    this.schema.createTable('bank_accounts', (table) => {
      owner(table)
      table.string('account_holder', 255).notNullable()
      table.text('holder_address').nullable()
      table.string('holder_local_name', 255).nullable()
      table.string('account_number', 64).nullable()
      table.string('account_type', 50).nullable()
      table.string('bank_name', 255).nullable()
      table.text('bank_address').nullable()
      table.string('bank_country', 2).nullable()
      table.string('bank_local_name', 255).nullable()
      table.string('branch', 255).nullable()
      table.string('branch_local_name', 255).nullable()
      table.string('currency', 3).nullable()
      table.string('clabe', 18).nullable()
      table.string('iban', 34).nullable()
      table.string('ifsc', 11).nullable()
      table.string('routing_number', 9).nullable()
      table.string('sort_code', 8).nullable()
      table.string('swift_bic', 11).nullable()
      table.string('union_pay', 19).nullable()
      table.string('bank_code', 20).nullable()
      table.string('branch_code', 20).nullable()
      table.boolean('is_default').notNullable().defaultTo(false)
      stamps(table)
    })
    this.schema.createTable('passports', (table) => {
      owner(table)
      table.string('number', 30).notNullable()
      table.string('issuing_country', 2).notNullable()
      table.date('issue_date').nullable()
      table.date('expiry_date').nullable()
      table.string('name_on_passport', 255).nullable()
      table.boolean('is_default').notNullable().defaultTo(false)
      stamps(table)
    })
    this.schema.createTable('emergency_contacts', (table) => {
      owner(table)
      table.string('name', 255).notNullable()
      table.string('relationship', 100).notNullable()
      table.string('phone', 40).nullable()
      table.string('email', 255).nullable()
      table.text('address').nullable()
      stamps(table)
    })
  }

  async down() {
    this.schema.dropTable('emergency_contacts')
    this.schema.dropTable('passports')
    this.schema.dropTable('bank_accounts')
  }
}
