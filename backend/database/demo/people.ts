import type { DemoIds } from './ids.js'

/** Demo data of the people area, seeded after the core demo (companies, accounts, people). */
export async function seedDemoPeople(_ids: DemoIds) {}
