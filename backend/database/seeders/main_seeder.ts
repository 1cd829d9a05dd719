import { BaseSeeder } from '@adonisjs/lucid/seeders'
import env from '#start/env'
import { isSeeded, seedDemo } from '#database/demo_data'
import { seedProduction } from '#database/production_seed'
import { wantsDemoData } from '#services/production_guard'

/**
 * Seeds a new platform once (an existing database is left as it is, so restarts keep data): the
 * demo tenants outside production or when DEMO_DATA=true; otherwise reference data and the first
 * superadmin from ADMIN_EMAIL.
 */
export default class MainSeeder extends BaseSeeder {
  async run() {
    if (await isSeeded()) {
      console.log('Database already has data: seed skipped.')
      return
    }
    if (wantsDemoData({ NODE_ENV: env.get('NODE_ENV'), DEMO_DATA: env.get('DEMO_DATA')?.toString() })) {
      await seedDemo()
      console.log('Demo data seeded.')
      return
    }
    // A ProductionSeedError says what to set; thrown, it fails db:seed and so the container's start.
    const admin = await seedProduction({ adminEmail: env.get('ADMIN_EMAIL'), adminPassword: env.get('ADMIN_PASSWORD'), appUrl: env.get('APP_URL', 'http://localhost:3333') })
    console.log(`Reference data seeded; superadmin ${admin.email} created.`)
    if (admin.invitationUrl) console.log(`Set the superadmin's password within 7 days (single use): ${admin.invitationUrl}`)
  }
}
