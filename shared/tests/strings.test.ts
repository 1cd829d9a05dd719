import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { catalogue, fieldLabelKey } from '../src/catalogue/index.js'
import { mergeLocaleFragments, type LocaleTree } from '../src/locale-merge.js'

/**
 * Every string the catalogue makes the screens and the API show has its English text: screen
 * titles, field labels, enum values and the messages of field rules. A new resource or field
 * without its strings fails here, not in front of a user.
 */
const LOCALES = fileURLToPath(new URL('../../locales/', import.meta.url))
const tree = (lang: string) => mergeLocaleFragments(readdirSync(`${LOCALES}${lang}`).filter((f) => f.endsWith('.json'))
  .map((f) => [f, JSON.parse(readFileSync(`${LOCALES}${lang}/${f}`, 'utf8')) as LocaleTree]))
const has = (t: LocaleTree, key: string) => key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), t) !== undefined
const SERVER_COLUMNS = new Set(['id', 'created_at', 'updated_at', 'deleted_at'])
/** Message keys are written either whole ('validation.x', 'messages.x') or as a bare messages.* name. */
const message = (key: string) => (key.includes('.') ? key : `messages.${key}`)

function catalogueKeys(): string[] {
  const keys: string[] = []
  for (const def of catalogue) {
    for (const screen of Object.keys(def.routes ?? {})) keys.push(`${def.name}.titles.${screen}`)
    for (const f of def.fields) {
      if (SERVER_COLUMNS.has(f.name)) continue
      keys.push(fieldLabelKey(def.name, f))
      for (const value of f.enum ?? []) keys.push(`enums.${f.name}.${value}`)
      for (const rule of f.rules ?? []) keys.push(message(rule.message))
      if (f.restrictedValues) keys.push(message(f.restrictedValues.message))
      if (f.uniqueMessage) keys.push(message(f.uniqueMessage))
    }
    if (def.confirmDeleteMessage) keys.push(message(def.confirmDeleteMessage))
    if (def.uniqueTogetherMessage) keys.push(message(def.uniqueTogetherMessage))
  }
  return [...new Set(keys)]
}

describe('strings', () => {
  it('every catalogue title, label, enum value and rule message has its English text', () => {
    const en = tree('en')
    const keys = catalogueKeys()
    expect(keys.length).toBeGreaterThan(300)
    expect(keys.filter((k) => !has(en, k))).toEqual([])
  })
  // Other languages against English (no stale keys, plural forms, placeholders): locale-parity.test.ts.
})
