import { BaseSchema } from '@adonisjs/lucid/schema'

/** Vendor price lists. Amounts are integer minor units of `currency`; rates are exact decimal text. */
export default class extends BaseSchema {
  protected tableName = 'pricebooks'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('vendor_id').unsigned().notNullable().references('id').inTable('vendors').onDelete('CASCADE')
      table.string('name', 255).notNullable()
      table.integer('customer_id').unsigned().nullable().references('id').inTable('customers').onDelete('CASCADE')
      table.string('currency', 3).notNullable()
      table.string('fee_type', 20).notNullable().defaultTo('fix_fee')
      for (const c of ['fix_fee', 'minimum_charge', 'max_charge', 'onboarding_fee', 'offboarding_fee', 'visa_fee', 'deposit_amount', 'sell_price', 'buy_price']) {
        table.bigInteger(c).nullable()
      }
      for (const c of ['percentage_rate', 'exchange_markup_rate', 'currency_surcharge_rate', 'vat_rate']) table.string(c, 40).nullable()
      table.string('deposit_type', 10).nullable()
      table.integer('deposit_months').nullable()
      table.string('vat_model', 20).notNullable().defaultTo('none')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['vendor_id', 'name'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
