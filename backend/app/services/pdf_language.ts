import { FALLBACK_LANGUAGE } from '@hr/shared'
import { translate } from '#services/i18n'
import { UnicodeFonts } from '#services/pdf_fonts'
import { winAnsi } from '#services/pdf_format'

/**
 * The language a PDF can be written in: the reader's when the standard fonts (WinAnsi) draw every
 * letter of the given labels, or when the system's Unicode fonts for that language are installed
 * (pdf_fonts.ts: Japanese, Thai, Arabic, Russian…); else English — readable rather than rows of '?'
 * on a machine without fonts-noto-core / fonts-noto-cjk.
 */
export function pdfLanguage(lang: string, keys: readonly string[]): string {
  const texts = keys.map((key) => translate(lang, key))
  if (texts.every(winAnsi)) return lang
  const fonts = UnicodeFonts.for(lang)
  return fonts && texts.every((text) => fonts.draws(text)) ? lang : FALLBACK_LANGUAGE
}
