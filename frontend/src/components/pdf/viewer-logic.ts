/**
 * The open PDF viewer's pure rules (issue 43 §1): zoom steps, page clamping, the download's file
 * name. Kept apart from the component so they are tested without a browser.
 */

/** Zoom levels the buttons step through (1 = the PDF's own size at 96 dpi, as pdf.js counts it). */
export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const
export const MIN_ZOOM = ZOOM_STEPS[0]
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1]

// "Fit to width" lands between steps (e.g. 1.37): the next step is the first one clearly past it.
const EPSILON = 0.01

/** The next zoom step above `scale`, or the largest step. */
export function zoomIn(scale: number): number {
  return ZOOM_STEPS.find((step) => step > scale + EPSILON) ?? MAX_ZOOM
}

/** The next zoom step below `scale`, or the smallest step. */
export function zoomOut(scale: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - EPSILON) ?? MIN_ZOOM
}

/**
 * A page number typed or stepped to, kept inside 1…pages; anything that is not a number keeps
 * the current page (a cleared box must not jump to page 1).
 */
export function clampPage(value: number | string | null | undefined, pages: number, current: number): number {
  const n = typeof value === 'string' ? Number(value.trim() || Number.NaN) : value
  if (n == null || !Number.isFinite(n) || pages < 1) return Math.max(1, Math.min(current, Math.max(pages, 1)))
  return Math.min(Math.max(Math.round(n), 1), pages)
}

/**
 * The downloaded file's name from the viewer's title (a payslip's "Payroll · 01 Nov 2026 – 30 Nov 2026",
 * a receipt's own file name): characters no file system accepts are replaced, and it ends in .pdf.
 */
export function downloadName(title: string): string {
  const cleaned = title
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\-\s]+|[.\-\s]+$/g, '')
    .slice(0, 120)
    .trim()
  if (!cleaned) return 'document.pdf'
  return /\.pdf$/i.test(cleaned) ? cleaned : `${cleaned}.pdf`
}
