import { RPConfig, RPDefaultLayout, RPPages, RPProvider } from '@pdf-viewer/react'
// The worker is served from our own build: no CDN, works offline.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'

/**
 * The licensed @pdf-viewer/react part of PdfViewer, in its own chunk (pdf.js is large and must not
 * enter the login chunk). Stack notes trap 7: the product is licensed; PdfViewer renders this only
 * with a key (PDF_VIEWER_LICENSE_KEY), else the open viewer (OpenPdfDocument) without a watermark.
 */

/**
 * A reading toolbar only: zoom, print, download, thumbnails. No page navigation (its "Next page" /
 * "Previous page" would sit next to the dialog's own Next / Previous), no open-file or drop zone.
 */
const SLOTS = {
  pageNavigationTool: false, jumpNavigationTool: false, openFileTool: false, dropFileZone: false,
  searchTool: false, themeSwitcher: false,
} as const

export default function PdfDocument({ url, height, licenseKey }: { url: string; height: number | string; licenseKey: string }) {
  return (
    <RPConfig licenseKey={licenseKey} workerUrl={workerUrl}>
      <RPProvider src={url}>
        <RPDefaultLayout style={{ height, width: '100%' }} slots={SLOTS}>
          <RPPages />
        </RPDefaultLayout>
      </RPProvider>
    </RPConfig>
  )
}
