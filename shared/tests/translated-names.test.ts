import { describe, expect, it } from 'vitest'
import { checkTranslations, fieldProblem, getResource, localizeRow, readTranslations, translatedText, TRANSLATION_LANGUAGES } from '../src/index.js'

describe('reference data names per language (issue 43 §7)', () => {
  const stored = JSON.stringify({ de: 'Jahresurlaub', 'zh-tw': '年假', ja: '年次有給休暇' })

  it('reads the name in the reader language, English where none is stored or the language is unknown', () => {
    expect(translatedText('Annual leave', stored, 'de')).toBe('Jahresurlaub')
    expect(translatedText('Annual leave', stored, 'zh-TW')).toBe('年假')
    expect(translatedText('Annual leave', stored, 'sv')).toBe('Annual leave')
    expect(translatedText('Annual leave', stored, 'xx')).toBe('Annual leave')
    expect(translatedText('Annual leave', stored, 'en')).toBe('Annual leave')
    expect(translatedText('Annual leave', null, 'de')).toBe('Annual leave')
    expect(translatedText('Annual leave', 'not json', 'de')).toBe('Annual leave')
    expect(readTranslations({ de: '  ', fr: 'Congés', en: 'Leave', xx: 'y' })).toEqual({ fr: 'Congés' })
  })

  it('offers every interface language but English', () => {
    expect(TRANSLATION_LANGUAGES).toHaveLength(22)
    expect(TRANSLATION_LANGUAGES).not.toContain('en')
  })

  it('takes only known languages and texts within the name length; blank means none', () => {
    expect(checkTranslations({ de: ' Urlaub ', fr: '', ja: null }, 255)).toEqual({ value: { de: 'Urlaub' } })
    expect(checkTranslations({ xx: 'a' }, 255)).toEqual({ problem: { rule: 'translationLanguage', params: { code: 'xx' } } })
    expect(checkTranslations({ en: 'a' }, 255)).toMatchObject({ problem: { rule: 'translationLanguage' } })
    expect(checkTranslations({ de: 'x'.repeat(256) }, 255)).toEqual({ problem: { rule: 'translationLength', params: { code: 'de', language: 'Deutsch', max: 255 } } })
    expect(checkTranslations({ de: 5 }, 255)).toMatchObject({ problem: { rule: 'translationText' } })
    expect(checkTranslations('Urlaub', 255)).toMatchObject({ problem: { rule: 'translations' } })
    expect(checkTranslations(['Urlaub'], 255)).toMatchObject({ problem: { rule: 'translations' } })
  })

  it('the form checks the catalogue field as the API does, and a row reads in its reader language', () => {
    const def = getResource('leave_type')
    const field = def.fields.find((f) => f.name === 'name_translations')!
    expect(fieldProblem(field, { de: 'x'.repeat(256) })).toMatchObject({ rule: 'translationLength' })
    expect(fieldProblem(field, { de: 'Urlaub' })).toBeNull()
    expect(fieldProblem(field, null)).toBeNull()
    const row = localizeRow(def, { name: 'Annual leave', name_translations: { de: 'Jahresurlaub' } }, 'de')
    expect(row).toEqual({ name: 'Jahresurlaub', name_translations: { de: 'Jahresurlaub' } })
  })
})
