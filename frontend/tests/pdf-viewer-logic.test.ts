import { describe, expect, it } from 'vitest'
import { MAX_ZOOM, MIN_ZOOM, clampPage, downloadName, zoomIn, zoomOut } from '../src/components/pdf/viewer-logic'

/** Issue 43 §1: the open PDF viewer's zoom steps, page bounds and download name. */
describe('open PDF viewer: zoom steps', () => {
  it('steps up and down through the fixed levels', () => {
    expect(zoomIn(1)).toBe(1.25)
    expect(zoomOut(1)).toBe(0.75)
    expect(zoomIn(0.25)).toBe(0.5)
  })

  it('from a fit-to-width scale between steps, goes to the neighbouring steps', () => {
    expect(zoomIn(1.37)).toBe(1.5)
    expect(zoomOut(1.37)).toBe(1.25)
    // Almost on a step (rounding of the fitted width): that step counts as reached.
    expect(zoomIn(0.999)).toBe(1.25)
    expect(zoomOut(1.001)).toBe(0.75)
  })

  it('stops at the smallest and largest level', () => {
    expect(zoomIn(MAX_ZOOM)).toBe(MAX_ZOOM)
    expect(zoomIn(9)).toBe(MAX_ZOOM)
    expect(zoomOut(MIN_ZOOM)).toBe(MIN_ZOOM)
    expect(zoomOut(0.1)).toBe(MIN_ZOOM)
  })
})

describe('open PDF viewer: page clamping', () => {
  it('keeps a typed page inside 1…pages and rounds it', () => {
    expect(clampPage(2, 3, 1)).toBe(2)
    expect(clampPage(0, 3, 2)).toBe(1)
    expect(clampPage(-4, 3, 2)).toBe(1)
    expect(clampPage(7, 3, 1)).toBe(3)
    expect(clampPage(2.6, 3, 1)).toBe(3)
    expect(clampPage('2', 3, 1)).toBe(2)
  })

  it('keeps the current page for an empty or non-numeric entry', () => {
    expect(clampPage(null, 3, 2)).toBe(2)
    expect(clampPage(undefined, 3, 2)).toBe(2)
    expect(clampPage('', 3, 2)).toBe(2)
    expect(clampPage('abc', 3, 2)).toBe(2)
    expect(clampPage(Number.NaN, 3, 2)).toBe(2)
  })

  it('stays on page 1 while the document has no pages yet', () => {
    expect(clampPage(5, 0, 1)).toBe(1)
  })
})

describe('open PDF viewer: download name', () => {
  it('makes a file name of the title, ending in .pdf', () => {
    expect(downloadName('Globex SG Monthly · 01 Nov 2026 – 30 Nov 2026')).toBe('Globex SG Monthly · 01 Nov 2026 – 30 Nov 2026.pdf')
    expect(downloadName('contract.pdf')).toBe('contract.pdf')
    expect(downloadName('Scan.PDF')).toBe('Scan.PDF')
  })

  it('replaces characters file systems refuse and trims dots and spaces', () => {
    expect(downloadName('Pay 2026/11: "final" <v2>?')).toBe('Pay 2026-11- -final- -v2.pdf')
    expect(downloadName('  ..secret  ')).toBe('secret.pdf')
    expect(downloadName('a\u0000b\tc')).toBe('a-b-c.pdf')
  })

  it('falls back to document.pdf and bounds the length', () => {
    expect(downloadName('')).toBe('document.pdf')
    expect(downloadName('///')).toBe('document.pdf')
    expect(downloadName('x'.repeat(300))).toBe(`${'x'.repeat(120)}.pdf`)
  })
})
