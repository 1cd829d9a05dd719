import type { DemoIds } from './ids.js'

/** Demo data of the superadmin area, seeded after the core demo (companies, accounts, people). */
export async function seedDemoSuperadmin(_ids: DemoIds) {}
