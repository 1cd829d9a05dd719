import type { DemoIds } from './ids.js'

/** Demo data of the organisation area, seeded after the core demo (companies, accounts, people). */
export async function seedDemoOrganisation(_ids: DemoIds) {}
