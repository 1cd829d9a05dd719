import { FALLBACK_LANGUAGE, LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language } from './constants.js'
import type { FieldDef, ResourceDef } from './catalogue/types.js'

/**
 * Reference data's names per language (issue 43 §7): a leave type, pay item or expense item keeps
 * its English name in `name` and the other interface languages in `name_translations`
 * ({ de: 'Urlaub', ja: '年次休暇' }). A reader gets the name in their language, else the English.
 */
export type Translations = Partial<Record<Language, string>>

/** The languages a translation may be given in: every interface language but English, which is the name itself. */
export const TRANSLATION_LANGUAGES = SUPPORTED_LANGUAGES.filter((l) => l !== FALLBACK_LANGUAGE) as Exclude<Language, 'en'>[]

/** The 'translations' fields of a resource, each with the field it translates. */
export const translatedFields = (def: ResourceDef): FieldDef[] => def.fields.filter((f) => f.type === 'translations' && !!f.translates)

/** A stored translations value (JSON text, an object, or nothing) as an object of non-empty texts. */
export function readTranslations(value: unknown): Translations {
  let v = value
  if (typeof v === 'string') {
    try { v = JSON.parse(v) } catch { return {} }
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {}
  return Object.fromEntries(Object.entries(v as Record<string, unknown>)
    .filter(([lang, text]) => (TRANSLATION_LANGUAGES as string[]).includes(lang) && typeof text === 'string' && text.trim() !== '')) as Translations
}

/** The text in `lang` (a code like 'de' or 'zh-tw', any case), else the stored English one. */
export function translatedText(base: string, translations: unknown, lang: string): string {
  const code = lang.toLowerCase()
  if (code === FALLBACK_LANGUAGE) return base
  return readTranslations(translations)[code as Language] ?? base
}

/** What is wrong with a translations value sent by a client, as a validation rule and its params. */
export type TranslationsProblem =
  | { rule: 'translations'; params: Record<string, never> }
  | { rule: 'translationLanguage'; params: { code: string } }
  | { rule: 'translationText'; params: { code: string; language: string } }
  | { rule: 'translationLength'; params: { code: string; language: string; max: number } }

/** A language's own name for messages ("Deutsch"), the code where it is none of ours. */
const languageName = (code: string) => LANGUAGE_NAMES[code as Language] ?? code

/**
 * A translations value as the API takes it: an object whose keys are interface languages other
 * than English and whose values are texts within the translated field's length; a blank text is
 * no translation (left out). Returns the cleaned value, or the first problem.
 */
export function checkTranslations(value: unknown, maxLength?: number): { value: Translations } | { problem: TranslationsProblem } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { problem: { rule: 'translations', params: {} } }
  const out: Translations = {}
  for (const [code, text] of Object.entries(value as Record<string, unknown>)) {
    if (!(TRANSLATION_LANGUAGES as string[]).includes(code)) return { problem: { rule: 'translationLanguage', params: { code } } }
    if (text === null || text === undefined) continue
    if (typeof text !== 'string' || text.includes('\u0000')) return { problem: { rule: 'translationText', params: { code, language: languageName(code) } } }
    const trimmed = text.trim()
    if (!trimmed) continue
    if (maxLength && trimmed.length > maxLength) return { problem: { rule: 'translationLength', params: { code, language: languageName(code), max: maxLength } } }
    out[code as Language] = trimmed
  }
  return { value: out }
}

/**
 * A row as its reader reads it: each translated field in the reader's language, English where no
 * translation is stored. The translations themselves stay in the row (the editing screens show them).
 */
export function localizeRow<T extends Record<string, unknown>>(def: ResourceDef, row: T, lang: string): T {
  for (const f of translatedFields(def)) {
    const base = row[f.translates!]
    if (typeof base === 'string') (row as Record<string, unknown>)[f.translates!] = translatedText(base, row[f.name], lang)
  }
  return row
}
