import { describe, expect, it } from 'vitest'
import { SUPPORTED_LANGUAGES } from '../src/constants.js'
// The same check as `node scripts/locale-parity.mjs` (plain JavaScript, so a translator can run it without a build).
import { checkLanguages, compareFile, languages } from '../../scripts/locale-parity.mjs'

/** Issue 17: the 23 languages stay complete — every key English has, none it lacks, the same placeholders, each language's plural forms. */
describe('locale parity', () => {
  it('has a folder under locales/ for each of the 23 languages, and no other', () => {
    expect(languages().sort()).toEqual([...SUPPORTED_LANGUAGES].sort())
    expect(SUPPORTED_LANGUAGES).toHaveLength(23)
  })

  it('every language has every English key, no key English lacks, and the same placeholders', () => {
    const report = checkLanguages()
    const problems = Object.entries(report).flatMap(([lang, list]) => list.map((p) => `${lang}/${p}`))
    expect(Object.keys(report)).toHaveLength(22)
    expect(problems).toEqual([])
  })

  it('catches a missing key, a key English lacks, a renamed placeholder and a wrong set of plural forms', () => {
    const en = { files: { uploaded_one: '{{count}} file uploaded', uploaded_other: '{{count}} files uploaded', hello: 'Hello {{name}}', bye: 'Bye' } }
    expect(compareFile('ja', en, { files: { uploaded_other: '{{count}} 件をアップロードしました', hello: 'こんにちは {{name}} さん', bye: 'さようなら' } })).toEqual([])
    expect(compareFile('ja', en, { files: { uploaded_one: '{{count}} 件', uploaded_other: '{{count}} 件', hello: 'こんにちは {{nom}}', extra: 'x' } }).sort()).toEqual([
      'extra files.extra', 'extra files.uploaded_one', 'missing files.bye', 'placeholders of files.hello: English {{name}}, here {{nom}}',
    ])
    const arabic = compareFile('ar', en, { files: { uploaded_one: 'ملف واحد', uploaded_other: '{{count}} ملف', hello: 'مرحبا {{name}}', bye: 'وداعا' } })
    expect(arabic.sort()).toEqual(['missing files.uploaded_few', 'missing files.uploaded_many', 'missing files.uploaded_two', 'missing files.uploaded_zero'])
  })
})
