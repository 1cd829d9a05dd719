import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import * as fontkit from 'fontkit'
import type { Glyph } from 'fontkit'
import * as bidiModule from 'bidi-js'
import { SubsetProgram, type Face } from '#services/pdf_font_subset'
import { drawText, degrees, type Color, type PDFDocument, type PDFName, type PDFOperator, type PDFPage, type PDFRef } from 'pdf-lib'

/**
 * Unicode text in PDFs (issue 17): the system's Noto fonts, embedded as subsets, so a payslip or an
 * expense report speaks its reader's language in its own script. pdf-lib's standard fonts (WinAnsi)
 * stay the path for text they can draw; this module is used when some text is outside WinAnsi.
 *
 * - fontkit 2 (foliojs) parses, shapes and subsets the faces. Not @pdf-lib/fontkit: that fork's
 *   subsets of CID-keyed CFF fonts (Noto Sans CJK) are invalid, so viewers draw no Chinese,
 *   Japanese or Korean at all (pdf-lib issue #1232), and its Indic shaper needs a global
 *   regeneratorRuntime. The fonts' PDF objects are written here (SubsetProgram), as pdf-lib's
 *   subset embedder writes them, so pdf-lib never parses a face.
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
 * - Speed: building and compressing a subset of a big face (CJK) costs tens of milliseconds, too
 *   much for every payslip of a register. So each face and weight is embedded as two fonts: a
 *   shared subset holding the glyphs every document of the language uses (printable ASCII, '…', '–',
 *   and the caller's `common` texts: labels, month names), built and compressed once per process,
 *   whose finished PDF objects each document copies; and, only when a text needs other glyphs (a
 *   name in Japanese), a per-document subset with the glyphs of just those runs. A run is drawn as
 *   the same glyphs at the same advances either way, as one string in one font.
 */

type FaceKey = 'sans' | 'thai' | 'arabic' | 'hebrew' | 'devanagari' | 'cjk-sc' | 'cjk-tc' | 'cjk-jp' | 'cjk-kr'

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
      if (font && typeof font.layout === 'function' && font.unitsPerEm) loaded = { font, bytes: bytes!.subarray(0) }
    } catch {}
    faceCache.set(id, loaded)
  }
  return faceCache.get(id)!
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
  private constructor(readonly lang: string, readonly dir: string) {
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
    for (const glyph of this.glyphs(run, bold)) advance += glyph.advanceWidth
    return (advance * size) / f.unitsPerEm
  }

  private glyphCache = new Map<string, Glyph[]>()
  /** The glyphs fontkit lays out for a run (shaped; laid out once per process and text). */
  glyphs(run: TextRun, bold: boolean): Glyph[] {
    const id = `${run.face}/${bold ? 1 : 0}\0${run.text}`
    let glyphs = this.glyphCache.get(id)
    if (!glyphs) {
      if (this.glyphCache.size > 20000) this.glyphCache.clear()
      this.glyphCache.set(id, (glyphs = face(run.face, bold ? 1 : 0, this.dir)!.font.layout(run.text).glyphs))
    }
    return glyphs
  }

  private sharedCache = new Map<string, Map<string, SubsetProgram | null>>()
  /**
   * The shared subset of each face and weight for documents whose constant texts are `common`:
   * built lazily (a face/weight the documents never use is never built) and kept per process.
   */
  private shared(common: string[]): (key: string) => SubsetProgram | null {
    const id = common.join('\n')
    let programs = this.sharedCache.get(id)
    if (!programs) {
      if (this.sharedCache.size > 50) this.sharedCache.clear()
      this.sharedCache.set(id, (programs = new Map()))
    }
    return (key) => {
      if (!programs.has(key)) {
        const [faceKey, weight] = key.split('/') as [FaceKey, '0' | '1']
        const bold = weight === '1'
        const glyphs = new Map<number, Glyph>()
        const texts = [...common, ...'…–—‘’“”•', ...[...Array(95)].map((_, i) => String.fromCharCode(32 + i))]
        for (const text of texts) {
          for (const run of this.runs(text)) if (run.face === faceKey) for (const g of this.glyphs(run, bold)) if (!glyphs.has(g.id)) glyphs.set(g.id, g)
        }
        // Printable ASCII in every face a run may keep it in (digits after Arabic letters stay in the
        // Arabic face), alone and after a Latin letter (in a Latin run, Noto Sans CJK draws digits and
        // some punctuation with other, proportional glyphs), and the Latin ligatures ('benefit').
        const f = face(faceKey, bold ? 1 : 0, this.dir)!
        const samples = ['ff', 'fi', 'fl', 'ffi', 'ffl']
        for (let cp = 32; cp < 127; cp++) if (f.font.hasGlyphForCodePoint(cp)) samples.push(String.fromCharCode(cp), `a${String.fromCharCode(cp)}`)
        for (const text of samples) {
          if (![...text].every((c) => f.font.hasGlyphForCodePoint(c.codePointAt(0)!))) continue
          for (const g of this.glyphs({ text, face: faceKey, rtl: false }, bold)) if (!glyphs.has(g.id)) glyphs.set(g.id, g)
        }
        programs.set(key, glyphs.size ? new SubsetProgram(f, [...glyphs.values()], 'shared') : null)
      }
      return programs.get(key)!
    }
  }

  /**
   * A writer for one document: embeds the fonts its texts use, then draws them. `common`: texts
   * every document of this kind and language draws (labels, month names); their glyphs go into the
   * shared subsets, built once per process. Glyphs outside those go into this document's own subsets.
   */
  async embed(doc: PDFDocument, texts: Iterable<{ text: string; bold: boolean }>, common: string[] = []): Promise<UnicodeWriter> {
    const shared = this.shared(common)
    const extra = new Map<string, Map<number, Glyph>>()
    const used = new Set<string>()
    for (const { text, bold } of texts) {
      for (const run of this.runs(text)) {
        const key = `${run.face}/${bold ? 1 : 0}`
        const base = shared(key)
        const runGlyphs = this.glyphs(run, bold)
        // A run is drawn with one font, as one string: the shared subset when it holds every glyph.
        if (base && runGlyphs.every((g) => base.ids.has(g.id))) used.add(key)
        else {
          let glyphs = extra.get(key)
          if (!glyphs) extra.set(key, (glyphs = new Map()))
          for (const g of runGlyphs) if (!glyphs.has(g.id)) glyphs.set(g.id, g)
        }
      }
    }
    const fonts = new Map<string, EmbeddedFont[]>()
    for (const key of new Set([...used, ...extra.keys()])) {
      const programs: SubsetProgram[] = []
      if (used.has(key)) programs.push(shared(key)!)
      const glyphs = extra.get(key)
      if (glyphs) programs.push(new SubsetProgram(face(key.split('/')[0] as FaceKey, key.endsWith('/1') ? 1 : 0, this.dir)!, [...glyphs.values()]))
      fonts.set(key, programs.map((program) => ({ program, ref: program.embedInto(doc) })))
    }
    return new UnicodeWriter(this, fonts)
  }
}

interface EmbeddedFont { program: SubsetProgram; ref: PDFRef }

const still = { rotate: degrees(0), xSkew: degrees(0), ySkew: degrees(0) }

export class UnicodeWriter {
  private pageKeys = new WeakMap<PDFPage, Map<EmbeddedFont, PDFName>>()
  constructor(readonly fonts: UnicodeFonts, private readonly embedded: Map<string, EmbeddedFont[]>) {}

  /** The fonts embedded in this document, by face and weight ('cjk-jp/0'): the shared subset first. */
  get fontNames(): Record<string, string[]> {
    return Object.fromEntries([...this.embedded].map(([key, fonts]) => [key, fonts.map((f) => f.program.name)]))
  }

  /**
   * Operators drawing `text` with its left edge at x (right edge at x with align 'right'): each run
   * with the first font holding all its glyphs (the shared subset, else this document's own).
   */
  draw(page: PDFPage, text: string, o: { x: number; y: number; size: number; bold: boolean; color: Color; align?: 'left' | 'right' }): PDFOperator[] {
    const pieces: { font: EmbeddedFont; glyphs: Glyph[]; width: number }[] = []
    for (const run of this.fonts.runs(text)) {
      const glyphs = this.fonts.glyphs(run, o.bold)
      const font = this.embedded.get(`${run.face}/${o.bold ? 1 : 0}`)?.find((f) => glyphs.every((g) => f.program.ids.has(g.id)))
      if (!font) throw new Error(`Font ${run.face} was not embedded for this text`)
      let advance = 0
      for (const g of glyphs) advance += g.advanceWidth
      pieces.push({ font, glyphs, width: (advance * o.size) / face(run.face, o.bold ? 1 : 0, this.fonts.dir)!.font.unitsPerEm })
    }
    let x = o.align === 'right' ? o.x - pieces.reduce((a, p) => a + p.width, 0) : o.x
    const operators: PDFOperator[] = []
    for (const piece of pieces) {
      operators.push(...drawText(piece.font.program.encode(piece.glyphs), { ...still, x, y: o.y, size: o.size, font: this.key(page, piece.font), color: o.color }))
      x += piece.width
    }
    return operators
  }

  /** Each page names each font once. */
  private key(page: PDFPage, font: EmbeddedFont) {
    let keys = this.pageKeys.get(page)
    if (!keys) this.pageKeys.set(page, (keys = new Map()))
    let key = keys.get(font)
    if (!key) keys.set(font, (key = page.node.newFontDictionary(font.program.name.slice(7), font.ref)))
    return key
  }
}
