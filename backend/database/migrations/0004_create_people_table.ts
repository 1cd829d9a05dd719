import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'people'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('customer_id').unsigned().notNullable().references('id').inTable('customers').onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().unique().references('id').inTable('users').onDelete('SET NULL')
      table.string('name', 255).notNullable()
      table.string('type', 20).notNullable().defaultTo('staff')
      table.string('status', 20).notNullable().defaultTo('onboarding')
      table.string('work_email', 255).nullable().unique()
      table.string('personal_email', 255).nullable()
      table.string('phone', 40).nullable()
      table.date('birth_date').nullable()
      table.string('gender', 20).nullable()
      table.string('nationality', 2).nullable()
      table.string('country', 2).nullable()
      table.string('host_country', 2).nullable()
      table.string('highest_education', 255).nullable()
      table.text('permanent_address').nullable()
      table.text('mailing_address').nullable()
      table.string('location', 255).nullable()
      table.string('job_title', 255).nullable()
      table.date('start_date').nullable()
      table.string('profile_type', 30).nullable()
      table.string('service_type', 20).nullable()
      table.string('engagement_type', 20).nullable()
      table.boolean('is_expat').notNullable().defaultTo(false)
      table.boolean('is_local').notNullable().defaultTo(true)
      table.integer('reporting_manager_id').unsigned().nullable().references('id').inTable('people').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
      // Lists are always one customer's, filtered by status/type and ordered by name.
      table.index(['customer_id', 'name'])
      table.index(['customer_id', 'status'])
      table.index(['reporting_manager_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
