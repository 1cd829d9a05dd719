import { readFileSync, readdirSync } from 'node:fs'
import i18next from 'i18next'
import { mergeLocaleFragments, type LocaleTree } from '@hr/shared'

/** The English catalogue as the SPA merges its locale fragments, and a t() over it, for units that check shown text. */
const dir = new URL('../../locales/en/', import.meta.url)
export const en = mergeLocaleFragments(readdirSync(dir).filter((f) => f.endsWith('.json'))
  .map((f) => [f, JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as LocaleTree]))
const i18n = i18next.createInstance()
await i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } })
export const t = i18n.t.bind(i18n)
