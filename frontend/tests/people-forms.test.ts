import { describe, expect, it } from 'vitest'
import { viewerFor } from '../src/pages/people/tabs/docs-logic'
import { codeFirst, matchCountry } from '../src/components/country-search'
import { duplicateLanguageRows, entryChanges, withStoredIds } from '../src/pages/organisation/data-items/data-item-logic'

describe('documents: how a file opens', () => {
  it('PDFs in the viewer, images in the preview, anything else downloads', () => {
    expect(viewerFor('pdf', 'contract.pdf')).toBe('pdf')
    expect(viewerFor('application/pdf')).toBe('pdf')
    expect(viewerFor('PNG')).toBe('image')
    expect(viewerFor('jpeg')).toBe('image')
    expect(viewerFor('image/webp')).toBe('image')
    expect(viewerFor('docx', 'offer.docx')).toBe('download')
    expect(viewerFor('', 'scan.JPG')).toBe('image')
    expect(viewerFor(null, null)).toBe('download')
  })
})

describe('country picker search', () => {
  const my = { value: 'MY', label: 'Malaysia' }
  const mm = { value: 'MM', label: 'Myanmar (Burma)' }
  const sg = { value: 'SG', label: 'Singapore' }
  it('matches a part of the name or the code, case-insensitive', () => {
    expect(matchCountry('sg', sg)).toBe(true)
    expect(matchCountry('gapo', sg)).toBe(true)
    expect(matchCountry('MY', my)).toBe(true)
    expect(matchCountry('my', mm)).toBe(true)
    expect(matchCountry('sgx', sg)).toBe(false)
    expect(matchCountry('', sg)).toBe(true)
    expect(matchCountry('x', undefined)).toBe(false)
  })
  it('puts the exact code first, then names starting with the search', () => {
    const sorted = [mm, sg, my].sort((a, b) => codeFirst(a, b, { searchValue: 'my' }))
    expect(sorted.map((o) => o.value)).toEqual(['MY', 'MM', 'SG'])
    expect([sg, my].sort((a, b) => codeFirst(a, b, { searchValue: '' })).map((o) => o.value)).toEqual(['MY', 'SG'])
  })
})

describe('data item dictionary (EDT/CDT)', () => {
  it('a key and language twice is a duplicate language (case and blanks ignored); another key is not', () => {
    expect(duplicateLanguageRows([
      { key: 'data', lang: 'en', value: 'A' }, { key: 'notes', lang: 'en', value: 'B' },
      { key: 'data', lang: ' EN ', value: 'C' }, { key: 'data', lang: 'zh', value: 'D' }, { key: 'data', lang: '' }, undefined,
    ])).toEqual([2])
  })
  it('saving writes deletes, updates and creates from the stored entries', () => {
    const stored = [{ id: 1, key: 'data' as const, lang: 'en', value: 'A' }, { id: 2, key: 'notes' as const, lang: 'en', value: 'N' }, { id: 3, key: 'data' as const, lang: 'zh', value: 'Z' }]
    const changes = entryChanges(stored, [
      { id: 1, key: 'data', lang: 'en', value: 'A' }, { id: 3, key: 'data', lang: 'ZH', value: 'Z2 ' }, { key: 'data', lang: 'th', value: 'T' },
    ])
    expect(changes.remove).toEqual([2])
    expect(changes.update).toEqual([{ index: 1, id: 3, body: { key: 'data', lang: 'zh', value: 'Z2' } }])
    expect(changes.create).toEqual([{ index: 2, body: { key: 'data', lang: 'th', value: 'T' } }])
  })
  it('after a partly written save, the stored new rows get their ids', () => {
    const edited = [{ key: 'data' as const, lang: 'en', value: 'A' }, { key: 'data' as const, lang: 'en', value: 'B' }]
    expect(withStoredIds(edited, [{ id: 7, key: 'data', lang: 'en', value: 'A' }]).map((e) => e.id)).toEqual([7, undefined])
  })
})
