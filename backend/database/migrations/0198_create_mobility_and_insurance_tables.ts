import { BaseSchema } from '@adonisjs/lucid/schema'
import { customerOwned, stamps } from '../schema_helpers.js'

/**
 * Global mobility and insurance (issue 16): visa cases with their timeline of moves and their
 * threaded comments; the company's insurance plans, a person's enrolments and their dependents.
 * Fees and premiums are minor units of their currency.
 */
/** The coverages as of this migration (a later coverage adds its own columns). */
const COVERAGES = ['in_patient', 'out_patient', 'term_life', 'maternity', 'accident', 'dental', 'vision']

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('mobility_cases', (table) => {
      customerOwned(table)
      table.integer('person_id').unsigned().notNullable().references('id').inTable('people').onDelete('CASCADE')
      table.string('leaving_country', 2).notNullable()
      table.string('visiting_country', 2).notNullable()
      table.string('visa_type', 20).notNullable()
      table.date('arrive_date').nullable()
      table.date('visa_expiry_date').nullable()
      table.string('currency', 3).nullable()
      table.bigInteger('service_fee').nullable()
      table.bigInteger('vendor_cost').nullable()
      table.text('files').nullable()
      table.text('notes').nullable()
      table.string('status', 30).notNullable().defaultTo('information_collection')
      table.timestamp('status_changed_at', { useTz: true }).nullable()
      table.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      stamps(table)
      table.index(['customer_id', 'status'])
      table.index(['customer_id', 'visa_expiry_date'])
    })
    this.schema.createTable('mobility_case_events', (table) => {
      table.increments('id')
      table.integer('customer_id').unsigned().notNullable().references('id').inTable('customers').onDelete('CASCADE')
      table.integer('case_id').unsigned().notNullable().references('id').inTable('mobility_cases').onDelete('CASCADE')
      table.string('from_status', 30).nullable()
      table.string('to_status', 30).notNullable()
      table.text('notes').nullable()
      table.integer('actor_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('actor_name', 255).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['case_id', 'id'])
    })
    this.schema.createTable('mobility_comments', (table) => {
      customerOwned(table)
      table.integer('case_id').unsigned().notNullable().references('id').inTable('mobility_cases').onDelete('CASCADE')
      table.integer('parent_id').unsigned().nullable().references('id').inTable('mobility_comments').onDelete('CASCADE')
      table.integer('person_id').unsigned().notNullable().references('id').inTable('people').onDelete('CASCADE')
      table.text('body').notNullable()
      table.text('files').nullable()
      table.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('author_name', 255).nullable()
      table.timestamp('edited_at', { useTz: true }).nullable()
      stamps(table)
      table.index(['case_id', 'id'])
    })
    this.schema.createTable('insurance_plans', (table) => {
      customerOwned(table)
      table.string('name', 255).notNullable()
      table.string('provider', 255).notNullable()
      table.string('purchasing_type', 20).notNullable().defaultTo('company')
      table.string('currency', 3).nullable()
      table.bigInteger('premium').nullable()
      table.integer('pay_item_id').unsigned().nullable().references('id').inTable('pay_items').onDelete('SET NULL')
      table.string('policy_number', 100).nullable()
      for (const c of COVERAGES) {
        table.boolean(c).notNullable().defaultTo(false)
        table.bigInteger(`${c}_limit`).nullable()
        table.string(`${c}_note`, 500).nullable()
      }
      table.text('files').nullable()
      table.text('notes').nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      stamps(table)
      table.unique(['customer_id', 'name'])
    })
    this.schema.createTable('insurance_enrolments', (table) => {
      customerOwned(table)
      table.integer('person_id').unsigned().notNullable().references('id').inTable('people').onDelete('CASCADE')
      table.integer('plan_id').unsigned().notNullable().references('id').inTable('insurance_plans').onDelete('RESTRICT')
      table.date('plan_start_date').notNullable()
      table.date('plan_end_date').nullable()
      table.string('member_number', 100).nullable()
      table.text('files').nullable()
      table.text('notes').nullable()
      table.integer('person_pay_item_id').unsigned().nullable().references('id').inTable('person_pay_items').onDelete('SET NULL')
      stamps(table)
      table.unique(['person_id', 'plan_id', 'plan_start_date'])
    })
    this.schema.createTable('insurance_dependents', (table) => {
      customerOwned(table)
      table.integer('enrolment_id').unsigned().notNullable().references('id').inTable('insurance_enrolments').onDelete('CASCADE')
      table.integer('person_id').unsigned().notNullable().references('id').inTable('people').onDelete('CASCADE')
      table.string('name', 255).notNullable()
      table.string('relationship', 20).notNullable()
      table.date('birth_date').nullable()
      table.date('covered_from').notNullable()
      table.date('covered_to').nullable()
      table.text('notes').nullable()
      stamps(table)
    })
  }

  async down() {
    for (const t of ['insurance_dependents', 'insurance_enrolments', 'insurance_plans', 'mobility_comments', 'mobility_case_events', 'mobility_cases']) this.schema.dropTable(t)
  }
}
