import { deflateSync } from 'node:zlib'
import type { Font, Glyph } from 'fontkit'
import { PDFHexString, PDFString, type PDFDocument, type PDFRef } from 'pdf-lib'

/** A parsed face with its file's bytes (pdf_fonts.ts reads and caches them). */
export type Face = { font: Font; bytes: Uint8Array }

/** The metrics of a face pdf-lib's embedder reads (fontkit has them; its typings here do not). */
interface FaceMetrics {
  italicAngle: number; ascent: number; descent: number; capHeight: number; xHeight: number
  bbox: { minX: number; minY: number; maxX: number; maxY: number }
  'OS/2'?: { sFamilyClass: number }; post: { isFixedPitch: boolean | number }; head: { macStyle: { italic: boolean } }
}

let subsetCount = 0
/** A subset tag (six capital letters) for a font name, as PDF subsets are named: 'AAAAAB+NotoSans-Regular'. */
const subsetTag = (n: number) => [...Array(6)].map((_, i) => String.fromCharCode(65 + (Math.floor(n / 26 ** (5 - i)) % 26))).join('')

/**
 * One subset of a face, finished: the font program and its ToUnicode map compressed, the widths
 * and the descriptor computed, so embedding it in a document only registers ready objects. The
 * same objects pdf-lib's subset embedder writes (Type0, Identity-H, CIDFontType0/2, FontFile3/2).
 */
export class SubsetProgram {
  /** Glyph id in the face → glyph id in this subset. */
  readonly ids = new Map<number, number>()
  private readonly program: Uint8Array
  private readonly toUnicode: Uint8Array
  private readonly widths: (number | number[])[]
  private readonly cff: boolean
  readonly name: string
  constructor(private readonly face: Face, glyphs: Glyph[], kind: 'shared' | 'own' = 'own') {
    const subset = face.font.createSubset()
    const scale = 1000 / face.font.unitsPerEm
    const widths: number[] = []
    const bfchars: string[] = []
    const hex = (n: number) => n.toString(16).padStart(4, '0')
    for (const g of glyphs) {
      const id = subset.includeGlyph(g)
      this.ids.set(g.id, id)
      widths[id - 1] = g.advanceWidth * scale
      if (g.codePoints.length) bfchars.push(`<${hex(id)}> <${String.fromCodePoint(...g.codePoints).split('').map((c) => hex(c.charCodeAt(0))).join('')}>`)
    }
    this.widths = [1, widths]
    this.cff = !!subset.cff
    this.program = deflateSync(subset.encode())
    this.toUnicode = deflateSync(Buffer.from(
      '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo <<\n  /Registry (Adobe)\n  /Ordering (UCS)\n  /Supplement 0\n>> def\n' +
        '/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<0000><ffff>\nendcodespacerange\n' +
        `${bfchars.length} beginbfchar\n${bfchars.join('\n')}\nendbfchar\nendcmap\nCMapName currentdict /CMap defineresource pop\nend\nend`,
      'latin1'
    ))
    this.name = `${subsetTag(subsetCount++ + (kind === 'shared' ? 0 : 26 ** 5))}+${face.font.postscriptName || 'Font'}`
  }

  /** The hex string drawing these (face) glyphs, all of which this subset holds. */
  encode(glyphs: Glyph[]): PDFHexString {
    let hex = ''
    for (const g of glyphs) hex += this.ids.get(g.id)!.toString(16).padStart(4, '0')
    return PDFHexString.of(hex)
  }

  /** Registers this font's objects in `doc`; answers the font dictionary's reference. */
  embedInto(doc: PDFDocument): PDFRef {
    const context = doc.context
    const font = this.face.font as unknown as FaceMetrics & Font
    const scale = 1000 / font.unitsPerEm
    const familyClass = font['OS/2']?.sFamilyClass ?? 0
    // pdf-lib's deriveFontFlags: fixed pitch, serif, symbolic (always), script, italic.
    const flags = (font.post.isFixedPitch ? 1 : 0) | (familyClass >= 1 && familyClass <= 7 ? 2 : 0) | 4 | (familyClass === 10 ? 8 : 0) | (font.head.macStyle.italic ? 64 : 0)
    const program = context.register(context.stream(this.program, { Filter: 'FlateDecode', ...(this.cff ? { Subtype: 'CIDFontType0C' } : {}) }))
    const { minX, minY, maxX, maxY } = font.bbox
    const descriptor = context.register(context.obj({
      Type: 'FontDescriptor', FontName: this.name, Flags: flags,
      FontBBox: [minX * scale, minY * scale, maxX * scale, maxY * scale], ItalicAngle: font.italicAngle,
      Ascent: font.ascent * scale, Descent: font.descent * scale, CapHeight: (font.capHeight || font.ascent) * scale,
      XHeight: (font.xHeight || 0) * scale, StemV: 0, [this.cff ? 'FontFile3' : 'FontFile2']: program,
    }))
    const cidFont = context.register(context.obj({
      Type: 'Font', Subtype: this.cff ? 'CIDFontType0' : 'CIDFontType2', CIDToGIDMap: 'Identity', BaseFont: this.name,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: descriptor, W: this.widths,
    }))
    const toUnicode = context.register(context.stream(this.toUnicode, { Filter: 'FlateDecode' }))
    return context.register(context.obj({
      Type: 'Font', Subtype: 'Type0', BaseFont: this.name, Encoding: 'Identity-H', DescendantFonts: [cidFont], ToUnicode: toUnicode,
    }))
  }
}

