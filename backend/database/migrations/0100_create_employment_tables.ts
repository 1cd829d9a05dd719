import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Work and employment info (domain §3): current terms and work info (one row per person), the dated
 * employment/country/expat records, and timesheets. Amounts are integer minor units (bigint).
 */
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
    }
    this.schema.createTable('employment_infos', (table) => {
      owner(table)
      // No foreign key: business entities are another area's table (see the catalogue entry).
      table.integer('contract_entity_id').nullable()
      table.string('contract_type', 20).nullable()
      table.string('hiring_type', 30).nullable()
      table.date('job_start_date').notNullable()
      table.date('expat_start_date').nullable()
      table.date('expat_end_date').nullable()
      table.date('probation_end_date').nullable()
      table.date('last_employed_date').nullable()
      table.date('last_working_day').nullable()
      table.string('home_payroll', 255).nullable()
      table.string('host_payroll', 255).nullable()
      table.date('home_first_pay_day').nullable()
      table.date('host_first_pay_day').nullable()
      for (const m of ['customer_deposit', 'vendor_deposit', 'customer_setup_fee', 'vendor_setup_fee']) {
        table.bigInteger(m).nullable()
        table.string(`${m}_currency`, 3).nullable()
      }
      table.date('contract_start_date').nullable()
      table.date('contract_end_date').nullable()
      stamps(table)
      table.unique(['person_id'])
      table.index(['customer_id'])
    })
    this.schema.createTable('employment_records', (table) => {
      owner(table)
      table.date('effective_date').notNullable()
      table.string('contract_type', 20).nullable()
      table.string('hiring_type', 30).nullable()
      table.string('job_title', 255).nullable()
      table.string('department', 255).nullable()
      table.integer('contract_entity_id').nullable()
      table.text('notes').nullable()
      stamps(table)
      table.index(['customer_id', 'person_id', 'effective_date'])
    })
    this.schema.createTable('country_records', (table) => {
      owner(table)
      table.date('effective_date').notNullable()
      table.string('country', 2).notNullable()
      table.string('host_country', 2).nullable()
      table.text('notes').nullable()
      stamps(table)
      table.index(['customer_id', 'person_id', 'effective_date'])
    })
    this.schema.createTable('expat_records', (table) => {
      owner(table)
      table.date('effective_date').notNullable()
      table.string('action', 10).notNullable()
      table.string('host_country', 2).nullable()
      table.date('expat_start_date').nullable()
      table.date('expat_end_date').nullable()
      table.string('run_off_paycycle', 50).nullable()
      table.text('notes').nullable()
      stamps(table)
      table.index(['customer_id', 'person_id', 'effective_date'])
    })
    this.schema.createTable('work_infos', (table) => {
      owner(table)
      table.string('employee_number', 50).nullable()
      table.string('department', 255).nullable()
      table.string('job_level', 100).nullable()
      table.string('work_location', 255).nullable()
      table.string('work_schedule', 255).nullable()
      table.decimal('weekly_hours', 6, 2).nullable()
      table.string('cost_center', 100).nullable()
      table.text('job_description').nullable()
      stamps(table)
      table.unique(['person_id'])
      table.index(['customer_id'])
    })
    this.schema.createTable('timesheets', (table) => {
      owner(table)
      table.date('work_date').notNullable()
      table.string('start_time', 5).nullable()
      table.string('end_time', 5).nullable()
      table.decimal('total_hours', 6, 2).nullable()
      table.decimal('overtime_hours', 6, 2).nullable()
      table.decimal('absence_hours', 6, 2).nullable()
      table.string('absence_reason', 255).nullable()
      table.text('notes').nullable()
      stamps(table)
      table.unique(['person_id', 'work_date'])
      table.index(['customer_id', 'person_id'])
    })
  }

  async down() {
    for (const t of ['timesheets', 'work_infos', 'expat_records', 'country_records', 'employment_records', 'employment_infos']) {
      this.schema.dropTableIfExists(t)
    }
  }
}
