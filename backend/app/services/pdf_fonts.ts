import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { Readable } from 'node:stream'
import * as fontkit from 'fontkit'
import type { Font } from 'fontkit'
import * as bidiModule from 'bidi-js'
import { drawText, degrees, type Color, type PDFDocument, type PDFFont, type PDFName, type PDFOperator, type PDFPage } from 'pdf-lib'

/**
 * Unicode text in PDFs (issue 17): the system's Noto fonts, embedded as subsets, so a payslip or an
 * expense report speaks its reader's language in its own script. pdf-lib's standard fonts (WinAnsi)
 * stay the path for text they can draw; this module is used when some text is outside WinAnsi.
 *
 * - fontkit 2 (foliojs) parses, shapes and subsets the faces. Not @pdf-lib/fontkit: that fork's
 *   subsets of CID-keyed CFF fonts (Noto Sans CJK) are invalid, so viewers draw no Chinese,
 *   Japanese or Korean at all (pdf-lib issue #1232), and its Indic shaper needs a global
 *   regeneratorRuntime. pdf-lib reads fontkit 1's subset stream: `forPdfLib` adds it.
 * - Fonts are read from PDF_FONT_DIR (default /usr/share/fonts, Debian's fonts-noto-core and
 *   fonts-noto-cjk), at `<dir>/<Debian path>` or flat at `<dir>/<file name>`, once per process and
 *   directory: the bytes and the parsed fontkit face are cached and shared by every document
 *   (pdf-lib only reads a face; each document gets its own subset).
 * - Each text is split into runs by font (the reader's language's face first, then Noto Sans for
 *   Latin, Cyrillic, Greek and Vietnamese, then the other faces) and by direction: the Unicode bidi
 *   algorithm (bidi-js) orders the runs visually; an Arabic or Hebrew run goes to fontkit in logical
 *   order, which shapes it (joining forms, ligatures) and lays it out right to left.
 * - A missing or unreadable font file makes `unicodeFonts` answer null: the caller keeps the
 *   standard fonts (and English labels, pdf_language.ts).
 */

type FaceKey = 'sans' | 'thai' | 'arabic' | 'hebrew' | 'devanagari' | 'cjk-sc' | 'cjk-tc' | 'cjk-jp' | 'cjk-kr'
type Face = { font: Font; bytes: Uint8Array }

const CJK = (flavour: string) => ({
  files: ['opentype/noto/NotoSansCJK-Regular.ttc', 'opentype/noto/NotoSansCJK-Bold.ttc'],
  names: [`NotoSansCJK${flavour}-Regular`, `NotoSansCJK${flavour}-Bold`],
})
const plain = (name: string) => ({ files: [`truetype/noto/${name}-Regular.ttf`, `truetype/noto/${name}-Bold.ttf`], names: [undefined, undefined] })
const FACES: Record<FaceKey, { files: string[]; names: (string | undefined)[] }> = {
  'sans': plain('NotoSans'),
  'thai': plain('NotoSansThai'),
  'arabic': plain('NotoSansArabic'),
  'hebrew': plain('NotoSansHebrew'),
  'devanagari': plain('NotoSansDevanagari'),
  'cjk-sc': CJK('sc'),
  'cjk-tc': CJK('tc'),
  'cjk-jp': CJK('jp'),
  'cjk-kr': CJK('kr'),
}
/** The face a language's own script needs, when Noto Sans alone does not draw it. */
const LANGUAGE_FACE: Record<string, FaceKey> = {
  'zh': 'cjk-sc', 'zh-tw': 'cjk-tc', 'ja': 'cjk-jp', 'ko': 'cjk-kr', 'th': 'thai', 'hi': 'devanagari', 'ar': 'arabic', 'he': 'hebrew',
}
const RTL_LANGUAGES = new Set(['ar', 'he'])
/** Scripts fontkit lays out right to left: a run holding one of them is handed over in logical order. */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u

export const fontDir = () => process.env.PDF_FONT_DIR || '/usr/share/fonts'

const bytesCache = new Map<string, Uint8Array | null>()
const faceCache = new Map<string, Face | null>()

function readFont(dir: string, file: string): Uint8Array | null {
  const path = join(dir, file)
  if (!bytesCache.has(path)) {
    let bytes: Uint8Array | null = null
    for (const candidate of [path, join(dir, basename(file))]) {
      try {
        bytes = new Uint8Array(readFileSync(candidate))
        break
      } catch {}
    }
    bytesCache.set(path, bytes)
  }
  return bytesCache.get(path)!
}

/** One face (regular = 0, bold = 1), parsed once per process and font directory; null when missing or unreadable. */
function face(key: FaceKey, weight: 0 | 1, dir = fontDir()): Face | null {
  const id = `${dir}\0${key}\0${weight}`
  if (!faceCache.has(id)) {
    let loaded: Face | null = null
    const bytes = readFont(dir, FACES[key].files[weight])
    try {
      const font = bytes ? fontkit.create(bytes, FACES[key].names[weight]) : null
      // A collection answers the face named; each face gets its own view of the bytes, the key pdf-lib passes back.
      if (font && typeof font.layout === 'function' && font.unitsPerEm) loaded = { font: forPdfLib(font), bytes: bytes!.subarray(0) }
    } catch {}
    faceCache.set(id, loaded)
  }
  return faceCache.get(id)!
}

/** pdf-lib (written for fontkit 1) serialises a subset from `encodeStream()`; fontkit 2 has `encode()`. */
function forPdfLib(font: Font): Font {
  const createSubset = font.createSubset.bind(font)
  font.createSubset = () => Object.assign(createSubset(), { encodeStream(this: { encode(): Uint8Array }) { return Readable.from([this.encode()]) } })
  return font
}

const available = (key: FaceKey, dir: string) => face(key, 0, dir) !== null && face(key, 1, dir) !== null

// bidi-js is a UMD bundle whose module.exports is the factory; its types describe it as `default`.
type BidiFactory = typeof import('bidi-js').default
const bidiFactory: BidiFactory = (bidiModule as unknown as { default: BidiFactory }).default
let bidi: ReturnType<BidiFactory> | undefined

export interface TextRun { text: string; face: FaceKey; rtl: boolean }

/** The Unicode fonts of one language: its face first, then Noto Sans, then the others for names in other scripts. */
export class UnicodeFonts {
  readonly rtl: boolean
  private readonly chain: FaceKey[]
  private constructor(readonly lang: string, private readonly dir: string) {
    const own = LANGUAGE_FACE[lang]
    const cjk: FaceKey = own?.startsWith('cjk-') ? own : 'cjk-sc'
    this.chain = [...new Set<FaceKey>([...(own ? [own] : []), 'sans', 'arabic', 'hebrew', 'thai', 'devanagari', cjk])]
    this.rtl = RTL_LANGUAGES.has(lang)
  }

  private static instances = new Map<string, UnicodeFonts | null>()
  /** The fonts for `lang`, or null when its own face (or Noto Sans) is missing on this machine. */
  static for(lang: string): UnicodeFonts | null {
    const dir = fontDir()
    const id = `${dir}\0${lang}`
    if (!this.instances.has(id)) {
      const own = LANGUAGE_FACE[lang]
      this.instances.set(id, !available('sans', dir) || (own && !available(own, dir)) ? null : new UnicodeFonts(lang, dir))
    }
    return this.instances.get(id)!
  }

  private has(key: FaceKey, cp: number): boolean {
    const f = key === this.chain[0] || key === 'sans' || available(key, this.dir) ? face(key, 0, this.dir) : null
    return f !== null && f.font.hasGlyphForCodePoint(cp)
  }

  /** Whether every character of `text` has a glyph in one of the faces. */
  draws(text: string): boolean {
    for (const ch of text) {
      const cp = ch.codePointAt(0)!
      if (!/\s/u.test(ch) && !this.chain.some((k) => this.has(k, cp))) return false
    }
    return true
  }

  /**
   * `text` as runs in visual order (left to right), each drawn with one face: characters no face
   * has become '?'. Marks and joiners stay with their base letter; spaces, digits and punctuation
   * stay in the current face when it has them.
   */
  runs(text: string): TextRun[] {
    let runs = this.runsCache.get(text)
    if (!runs) {
      if (this.runsCache.size > 5000) this.runsCache.clear()
      this.runsCache.set(text, (runs = this.split(text)))
    }
    return runs
  }

  private runsCache = new Map<string, TextRun[]>()
  private split(text: string): TextRun[] {
    text = text.normalize('NFC').replace(/[\p{Cc}\p{Zl}\p{Zp}\t]/gu, ' ')
    if (!text) return []
    // The face of each UTF-16 unit (both halves of a surrogate pair get their character's face).
    const faces: FaceKey[] = []
    let chars = ''
    let current: FaceKey | null = null
    for (let ch of text) {
      const cp = ch.codePointAt(0)!
      let key: FaceKey | undefined
      if (current && /[^\p{L}]/u.test(ch) && this.has(current, cp)) key = current
      else key = this.chain.find((k) => this.has(k, cp))
      if (!key) [ch, key] = ['?', current ?? 'sans']
      current = key
      chars += ch
      for (let i = 0; i < ch.length; i++) faces.push(key)
    }
    text = chars
    bidi ??= bidiFactory()
    // In a right-to-left document each text takes the direction of its first letter (like dir="auto"):
    // an Arabic label reads right to left, a company name in Latin letters keeps its final full stop.
    const levels = bidi.getEmbeddingLevels(text, this.rtl ? 'auto' : 'ltr')
    const order = bidi.getReorderedIndices(text, levels)
    const out: TextRun[] = []
    for (let i = 0; i < order.length;) {
      const start = order[i]
      const level = levels.levels[start]
      const step = level % 2 ? -1 : 1
      let j = i + 1
      while (j < order.length && order[j] === order[j - 1] + step && levels.levels[order[j]] === level && faces[order[j]] === faces[start]) j++
      const [lo, hi] = step > 0 ? [start, order[j - 1]] : [order[j - 1], start]
      let run = text.slice(lo, hi + 1)
      if (step < 0) {
        run = [...run].map((c) => bidi!.getMirroredCharacter(c) ?? c).join('')
        // fontkit lays out a run of a right-to-left script itself; punctuation alone is reversed here.
        if (!RTL_SCRIPT.test(run)) run = [...run].reverse().join('')
      }
      out.push({ text: run, face: faces[start], rtl: step < 0 })
      i = j
    }
    return out
  }

  /** Width in points, as pdf-lib draws it (each glyph's advance, after shaping). */
  width(text: string, size: number, bold: boolean): number {
    let units = 0
    for (const run of this.runs(text)) units += this.runWidth(run, size, bold)
    return units
  }

  private runWidth(run: TextRun, size: number, bold: boolean): number {
    const f = face(run.face, bold ? 1 : 0, this.dir)!.font
    let advance = 0
    for (const glyph of f.layout(run.text).glyphs) advance += glyph.advanceWidth
    return (advance * size) / f.unitsPerEm
  }

  /** A writer for one document: embeds the faces its texts use (subsets), then draws them. */
  async embed(doc: PDFDocument, texts: Iterable<{ text: string; bold: boolean }>): Promise<UnicodeWriter> {
    const wanted = new Map<string, Face>()
    for (const { text, bold } of texts) {
      for (const run of this.runs(text)) wanted.set(`${run.face}/${bold ? 1 : 0}`, face(run.face, bold ? 1 : 0, this.dir)!)
    }
    const byBytes = new Map([...wanted.values()].map((f) => [f.bytes, f.font]))
    // pdf-lib parses the bytes it is given with fontkit.create: answer the face already parsed (a
    // collection's face is chosen by its own view of the collection's bytes).
    doc.registerFontkit({ create: (bytes: Uint8Array) => (byBytes.get(bytes) ?? forPdfLib(fontkit.create(bytes))) as any })
    const fonts = new Map<string, PDFFont>()
    for (const [key, f] of wanted) fonts.set(key, await doc.embedFont(f.bytes, { subset: true }))
    return new UnicodeWriter(this, fonts)
  }
}

const still = { rotate: degrees(0), xSkew: degrees(0), ySkew: degrees(0) }

export class UnicodeWriter {
  private pageKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>()
  constructor(readonly fonts: UnicodeFonts, private readonly embedded: Map<string, PDFFont>) {}

  /** Operators drawing `text` with its left edge at x (right edge at x with align 'right'). */
  draw(page: PDFPage, text: string, o: { x: number; y: number; size: number; bold: boolean; color: Color; align?: 'left' | 'right' }): PDFOperator[] {
    const runs = this.fonts.runs(text)
    const widths = runs.map((run) => this.font(run, o.bold).widthOfTextAtSize(run.text, o.size))
    let x = o.align === 'right' ? o.x - widths.reduce((a, b) => a + b, 0) : o.x
    const operators: PDFOperator[] = []
    runs.forEach((run, i) => {
      const font = this.font(run, o.bold)
      operators.push(...drawText(font.encodeText(run.text), { ...still, x, y: o.y, size: o.size, font: this.key(page, font), color: o.color }))
      x += widths[i]
    })
    return operators
  }

  private font(run: TextRun, bold: boolean): PDFFont {
    const font = this.embedded.get(`${run.face}/${bold ? 1 : 0}`)
    if (!font) throw new Error(`Font ${run.face} was not embedded for this text`)
    return font
  }

  /** Each page names each font once. */
  private key(page: PDFPage, font: PDFFont) {
    let keys = this.pageKeys.get(page)
    if (!keys) this.pageKeys.set(page, (keys = new Map()))
    let key = keys.get(font)
    if (!key) keys.set(font, (key = page.node.newFontDictionary(font.name, font.ref)))
    return key
  }
}
