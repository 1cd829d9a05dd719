import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { isSeeded, seedDemo } from '#database/demo_data'

/** Seeds the demo platform once: an existing database is left as it is, so restarts keep data. */
export default class MainSeeder extends BaseSeeder {
  async run() {
    if (await isSeeded()) {
      console.log('Database already has data: demo seed skipped.')
      return
    }
    await seedDemo()
    console.log('Demo data seeded.')
  }
}
