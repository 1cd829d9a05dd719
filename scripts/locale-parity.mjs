/**
 * Keeps every language complete against English (issue 17): per file of locales/en, each other
 * language has the same file with the same keys, no keys English lacks, the same {{placeholders}}
 * in every string, and for plural keys (English `x_one`/`x_other`) exactly the plural forms that
 * language uses (Intl.PluralRules: `x_other` only in Japanese, six forms in Arabic, …).
 * Usage: node scripts/locale-parity.mjs [lang …]   (all languages when none is named)
 * The shared unit suite runs the same check (shared/tests/locale-parity.test.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '..', 'locales')
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

/** Nested JSON → { 'a.b.c': 'text' }. */
export function flatten(tree, prefix = '', out = {}) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out[path] = value
    else if (value && typeof value === 'object') flatten(value, path, out)
    else out[path] = value
  }
  return out
}

/** {{name}} placeholders (i18next and the backend's translate), sorted and de-duplicated. */
export const placeholders = (text) => [...new Set([...String(text).matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]))].sort()

const pluralBase = (key) => key.replace(PLURAL_SUFFIX, '')
const isPlural = (key, keys) => PLURAL_SUFFIX.test(key) && keys.has(`${pluralBase(key)}_other`)

/** Every problem of one language's file against English's, as readable lines. */
export function compareFile(lang, enTree, tree) {
  const problems = []
  const en = flatten(enTree)
  const other = flatten(tree)
  const enKeys = new Set(Object.keys(en))
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories
  const expected = new Map()
  for (const key of enKeys) {
    if (isPlural(key, enKeys)) {
      for (const c of categories) expected.set(`${pluralBase(key)}_${c}`, en[`${pluralBase(key)}_other`])
    } else expected.set(key, en[key])
  }
  for (const [key, source] of expected) {
    if (!(key in other)) { problems.push(`missing ${key}`); continue }
    if (typeof other[key] !== 'string' || !other[key].trim()) { problems.push(`empty ${key}`); continue }
    const want = placeholders(source).join(',')
    const got = placeholders(other[key]).join(',')
    // A plural form may leave the count out ("one file" in words), never add a placeholder.
    const countOptional = PLURAL_SUFFIX.test(key) && want.split(',').filter((p) => p !== 'count').join(',') === got.split(',').filter((p) => p !== 'count').join(',')
    if (want !== got && !countOptional) problems.push(`placeholders of ${key}: English {{${want}}}, here {{${got}}}`)
  }
  for (const key of Object.keys(other)) if (!expected.has(key)) problems.push(`extra ${key}`)
  return problems
}

/** Languages with a folder under locales/, English first. */
export const languages = () => readdirSync(LOCALES, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)))

/** { lang: [problem, …] } for the given languages (all but English by default). */
export function checkLanguages(langs = languages().filter((l) => l !== 'en')) {
  const files = readdirSync(join(LOCALES, 'en')).filter((f) => f.endsWith('.json'))
  const report = {}
  for (const lang of langs) {
    const problems = []
    for (const file of files) {
      const path = join(LOCALES, lang, file)
      if (!existsSync(path)) { problems.push(`${file}: missing file`); continue }
      let tree
      try { tree = JSON.parse(readFileSync(path, 'utf8')) } catch (e) { problems.push(`${file}: not JSON (${e.message})`); continue }
      const en = JSON.parse(readFileSync(join(LOCALES, 'en', file), 'utf8'))
      problems.push(...compareFile(lang, en, tree).map((p) => `${file}: ${p}`))
    }
    for (const file of existsSync(join(LOCALES, lang)) ? readdirSync(join(LOCALES, lang)) : []) {
      if (!files.includes(file)) problems.push(`${file}: English has no such file`)
    }
    report[lang] = problems
  }
  return report
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const asked = process.argv.slice(2)
  const report = checkLanguages(asked.length ? asked : undefined)
  let failed = 0
  for (const [lang, problems] of Object.entries(report)) {
    console.log(`${lang}: ${problems.length ? `${problems.length} problem(s)` : 'complete'}`)
    for (const p of problems.slice(0, 40)) console.log(`  ${p}`)
    if (problems.length > 40) console.log(`  … and ${problems.length - 40} more`)
    failed += problems.length ? 1 : 0
  }
  process.exit(failed ? 1 : 0)
}
