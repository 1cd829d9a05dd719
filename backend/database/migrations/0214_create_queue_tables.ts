import { BaseSchema } from '@adonisjs/lucid/schema'
import { applyRowSecurity } from '../row_security.js'

/**
 * Issue 44, background jobs. `queue_jobs` and `queue_schedules` are the embedded queue's own
 * tables (services/jobs/database_driver; with QUEUE_DRIVER=redis the jobs live in Redis and the
 * schedules stay here). `background_jobs` is what a user sees of a long task: its state and
 * progress, its subject and who started it. `worker_heartbeats` says which workers are alive.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('queue_jobs', (table) => {
      table.bigIncrements('id')
      table.string('name', 100).notNullable()
      // The job's identity: enqueued twice while it waits or runs, it is stored once.
      table.string('key', 255).notNullable().unique()
      table.text('payload').notNullable()
      table.string('state', 20).notNullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table.integer('max_attempts').notNullable()
      // Milliseconds since the epoch: compared in one statement on SQLite and PostgreSQL alike.
      table.bigInteger('run_at').notNullable()
      table.string('locked_by', 100).nullable()
      table.bigInteger('locked_until').nullable()
      table.text('error').nullable()
      table.bigInteger('created_at').notNullable()
      table.bigInteger('updated_at').notNullable()
      table.index(['state', 'run_at'])
    })
    this.schema.createTable('queue_schedules', (table) => {
      table.string('id', 100).primary()
      table.string('name', 100).notNullable()
      table.text('payload').notNullable()
      table.bigInteger('every_ms').notNullable()
      table.bigInteger('next_run_at').notNullable()
      table.bigInteger('last_run_at').nullable()
    })
    this.schema.createTable('worker_heartbeats', (table) => {
      table.string('id', 100).primary()
      table.string('driver', 20).notNullable()
      table.bigInteger('started_at').notNullable()
      table.bigInteger('beat_at').notNullable()
    })
    this.schema.createTable('background_jobs', (table) => {
      table.increments('id')
      table.string('kind', 50).notNullable()
      table.integer('customer_id').unsigned().nullable().references('id').inTable('customers').onDelete('CASCADE')
      // Who started it (null: the platform's own schedule).
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('subject_type', 50).nullable()
      table.integer('subject_id').unsigned().nullable()
      table.string('state', 20).notNullable()
      table.integer('done').notNullable().defaultTo(0)
      table.integer('total').notNullable().defaultTo(0)
      table.text('error').nullable()
      table.text('params').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.timestamp('started_at', { useTz: true }).nullable()
      table.timestamp('finished_at', { useTz: true }).nullable()
      table.index(['subject_type', 'subject_id'])
      table.index(['state', 'updated_at'])
      table.index(['user_id', 'created_at'])
    })
    if (this.db.dialect.name === 'postgres' && process.env.DB_ROW_SECURITY !== 'off') {
      this.defer(async (db) => applyRowSecurity(db, ['queue_jobs', 'queue_schedules', 'worker_heartbeats', 'background_jobs']))
    }
  }

  async down() {
    for (const name of ['background_jobs', 'worker_heartbeats', 'queue_schedules', 'queue_jobs']) this.schema.dropTable(name)
  }
}
