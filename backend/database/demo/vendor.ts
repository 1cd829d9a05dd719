import type { DemoIds } from './ids.js'

/** Demo data of the vendor area, seeded after the core demo (companies, accounts, people). */
export async function seedDemoVendor(_ids: DemoIds) {}
