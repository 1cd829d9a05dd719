import { FALLBACK_LANGUAGE } from '@hr/shared'
import { translate } from '#services/i18n'
import { safeText } from '#services/payroll/payslip_pdf_format'

/** Text the standard PDF fonts would lose letters of (Chinese, Thai, Arabic, 'ł'…): safeText draws '?' for them. */
const lossy = (text: string) => safeText(text).split('?').length !== text.split('?').length

/**
 * The language a PDF drawn with the standard fonts (WinAnsi) can be written in: the reader's when
 * the fonts draw every letter of the given labels, else English — readable rather than rows of '?'
 * — until a Unicode font is embedded (payslip_pdf_format.ts, safeText).
 */
export function pdfLanguage(lang: string, keys: readonly string[]): string {
  return keys.some((key) => lossy(translate(lang, key))) ? FALLBACK_LANGUAGE : lang
}
