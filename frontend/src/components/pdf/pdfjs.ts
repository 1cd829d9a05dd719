import * as pdfjsLib from 'pdfjs-dist'
// The worker is served from our own build: no CDN, works offline, allowed by the CSP's worker-src 'self'.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import 'pdfjs-dist/web/pdf_viewer.css'

pdfjsLib.GlobalWorkerOptions.workerSrc = workerUrl

export type PdfjsLib = typeof pdfjsLib
export type PdfjsViewer = typeof import('pdfjs-dist/web/pdf_viewer.mjs')

let loading: Promise<{ lib: PdfjsLib; viewer: PdfjsViewer }> | undefined

/**
 * pdf.js and its maintained viewer component (web/pdf_viewer.mjs). The viewer module reads the
 * library from globalThis.pdfjsLib when it is evaluated, so it is imported only after that is set.
 */
export function loadPdfjs() {
  loading ??= (async () => {
    ;(globalThis as { pdfjsLib?: PdfjsLib }).pdfjsLib = pdfjsLib
    const viewer = await import('pdfjs-dist/web/pdf_viewer.mjs')
    return { lib: pdfjsLib, viewer }
  })().catch((error: unknown) => { loading = undefined; throw error })
  return loading
}
