import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { SUPPORTED_LANGUAGES } from '../src/constants.js'
import { mergeLocaleFragments, type LocaleTree } from '../src/locale-merge.js'

/**
 * Issue 43 §7: Arabic labelled a leave's "Session" and the time-off page's "Period" with one word,
 * so the page read as if it had two periods. The labels each group lists appear together on one
 * screen and mean different things: in every language they must read differently.
 */
const SCREENS: Record<string, string[]> = {
  // /time-off and a person's time off: the request table, the period filter, the ledger.
  'time off': ['leave.fields.session', 'time_off.period', 'leave.fields.start_date', 'leave.fields.end_date', 'leave.fields.total_days', 'leave.fields.leave_type_id'],
  'time off ledger': ['leave.fields.end_date', 'leave_ledger.fields.expires_on', 'leave_ledger.fields.kind', 'leave_ledger.fields.days'],
  'time off balance': ['time_off.entitlement', 'time_off.taken', 'time_off.carried', 'time_off.pending', 'time_off.available', 'time_off.carried_expiry'],
  // A pay cycle: the steps card and its history table.
  'pay cycle': ['payroll_ui.cycle.steps', 'payroll_ui.history.move'],
  // An expense report's rates card.
  'expense rates': ['expenses_ui.rates.from', 'expenses_ui.rates.to', 'expenses_ui.rates.rate', 'expenses_ui.rates.rate_date', 'expenses_ui.rates.source'],
  // An expense claim's form.
  'expense claim': ['expense.fields.amount', 'expense.fields.currency', 'expense.fields.transaction_date', 'expense.fields.tax_rate', 'expense.fields.taxable_amount'],
}

const LOCALES = fileURLToPath(new URL('../../locales/', import.meta.url))
const tree = (lang: string) => mergeLocaleFragments(readdirSync(`${LOCALES}${lang}`).filter((f) => f.endsWith('.json'))
  .map((f) => [f, JSON.parse(readFileSync(`${LOCALES}${lang}/${f}`, 'utf8')) as LocaleTree]))
const text = (t: LocaleTree, key: string) => key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), t)

describe('labels shown together read differently in every language (issue 43 §7)', () => {
  const english = tree('en')
  it('lists only keys that exist, with distinct English labels', () => {
    for (const keys of Object.values(SCREENS)) {
      for (const key of keys) expect(typeof text(english, key), key).toBe('string')
      expect(new Set(keys.map((k) => text(english, k))).size).toBe(keys.length)
    }
  })

  for (const lng of SUPPORTED_LANGUAGES) {
    it(lng, () => {
      const t = tree(lng)
      const clashes: string[] = []
      for (const [screen, keys] of Object.entries(SCREENS)) {
        const seen = new Map<string, string>()
        for (const key of keys) {
          const label = String(text(t, key) ?? text(english, key)).trim().toLowerCase()
          const before = seen.get(label)
          if (before) clashes.push(`${screen}: ${before} and ${key} both read "${label}"`)
          else seen.set(label, key)
        }
      }
      expect(clashes).toEqual([])
    })
  }
})
