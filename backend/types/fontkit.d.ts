/** The part of fontkit 2 (which ships no types) that pdf_fonts.ts and pdf-lib use. */
declare module 'fontkit' {
  export interface Glyph { id: number; advanceWidth: number; codePoints: number[] }
  export interface GlyphRun { glyphs: Glyph[]; direction: 'ltr' | 'rtl' }
  export interface Subset { cff?: unknown; includeGlyph(glyph: Glyph | number): number; encode(): Uint8Array }
  export interface Font {
    postscriptName: string
    unitsPerEm: number
    hasGlyphForCodePoint(codePoint: number): boolean
    layout(text: string, features?: string[] | Record<string, boolean>): GlyphRun
    createSubset(): Subset
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font
}
