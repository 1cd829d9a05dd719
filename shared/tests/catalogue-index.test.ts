import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { indexSource, resourceFiles } from '../scripts/catalogue-index.mjs'
import { catalogue } from '../src/catalogue/index.js'

describe('catalogue index (generated.ts)', () => {
  it('lists every file in resources/: a resource file is in the catalogue without a hand edit', () => {
    const current = readFileSync(new URL('../src/catalogue/generated.ts', import.meta.url), 'utf8')
    expect(current, 'stale: run npm run build -w shared').toBe(indexSource(resourceFiles()))
  })

  it('takes every declaration a resource file exports, and only those', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(33)
    expect(new Set(catalogue.map((d) => d.name)).size).toBe(catalogue.length)
    for (const name of ['people', 'bank_account', 'passport', 'emergency_contact', 'timesheet', 'work_info', 'pay_item', 'company_leave_type']) {
      expect(catalogue.map((d) => d.name)).toContain(name)
    }
  })
})
