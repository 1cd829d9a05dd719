import { describe, expect, it } from 'vitest'
import { acceptAttribute, fileKeyFor, MAX_BYTES, refusal } from '../src/components/upload/file-rules'
import { countryGuideUrl, showsCountryGuide } from '../src/components/country-guide'

describe('shell §5 upload allowlist on the client', () => {
  it('documents: the spec list passes, anything else is upload_valid_file', () => {
    for (const name of ['a.pdf', 'b.DOCX', 'c.xls', 'd.pptx', 'e.msg', 'f.txt', 'g.jpg', 'h.zip', 'i.csv', 'j.rtf', 'k.json', 'l.xml', 'm.webp']) {
      expect(refusal({ name, size: 10 }, 'doc')).toBeNull()
    }
    for (const name of ['virus.exe', 'script.js', 'page.html', 'noext']) expect(refusal({ name, size: 10 }, 'doc')).toBe('upload_valid_file')
  })

  it('images: jpeg, png, svg, gif, bmp, webp only, else upload_valid_image_file', () => {
    for (const name of ['a.jpeg', 'b.jpg', 'c.png', 'd.svg', 'e.gif', 'f.bmp', 'g.webp']) expect(refusal({ name, size: 10 }, 'img')).toBeNull()
    for (const name of ['a.pdf', 'b.txt', 'c.tiff']) expect(refusal({ name, size: 10 }, 'img')).toBe('upload_valid_image_file')
  })

  it('an accept list narrows the kind, empty and oversized files are refused', () => {
    expect(refusal({ name: 'notes.txt', size: 10 }, 'doc', ['pdf'])).toBe('upload_valid_file')
    expect(refusal({ name: 'scan.PDF', size: 10 }, 'doc', ['.pdf'])).toBeNull()
    expect(refusal({ name: 'empty.pdf', size: 0 }, 'doc')).toBe('upload_valid_file')
    expect(refusal({ name: 'big.png', size: MAX_BYTES.img + 1 }, 'img')).toBe('upload_too_large')
    expect(acceptAttribute('doc', ['pdf', '.png'])).toBe('.pdf,.png')
  })

  it('file_key is img/ or doc/, a unique id and the extension (shell §7)', () => {
    const a = fileKeyFor('img', 'Logo.PNG')
    expect(a).toMatch(/^img\/[A-Za-z0-9][A-Za-z0-9_-]{7,80}\.png$/)
    expect(fileKeyFor('doc', 'x.pdf')).toMatch(/^doc\/.+\.pdf$/)
    expect(fileKeyFor('img', 'Logo.PNG')).not.toBe(a)
  })
})

describe('shell §2.3 country-guide link', () => {
  it('English has no prefix, Chinese uses cn/', () => {
    expect(countryGuideUrl('en', 'https://guide.test')).toBe('https://guide.test/')
    expect(countryGuideUrl('zh', 'https://guide.test/')).toBe('https://guide.test/cn/')
    expect(countryGuideUrl('th', 'https://guide.test/')).toBe('https://guide.test/')
  })
  it('only when the vendor carries if_marco_link', () => {
    expect(showsCountryGuide({ platform_vendor_info: { if_marco_link: true } })).toBe(true)
    expect(showsCountryGuide({ platform_vendor_info: { if_marco_link: false } })).toBe(false)
    expect(showsCountryGuide({ platform_vendor_info: null })).toBe(false)
  })
})
