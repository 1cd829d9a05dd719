import { Suspense } from 'react'
import { Flex, Spin } from 'antd'
import { lazyPage } from './loading/lazy-page'
import { pdfViewerLicenseKey } from './client-config'

/**
 * The one place a PDF is drawn (issue 43 §1). With a licence key (PDF_VIEWER_LICENSE_KEY, from
 * the server at start) the licensed @pdf-viewer/react draws it; without one, an open viewer on
 * pdf.js does, with no watermark, and the proprietary code is never loaded. Both are lazy chunks,
 * so pdf.js stays out of the login chunk. The default height keeps a surrounding dialog's buttons
 * on screen on short windows.
 */
export const PDF_VIEWER_HEIGHT = 'min(600px, max(300px, calc(100vh - 320px)))'
const LicensedPdfDocument = lazyPage(() => import('./pdf/PdfDocument'))
const OpenPdfDocument = lazyPage(() => import('./pdf/OpenPdfDocument'))

export function PdfViewer({ url, title, height = PDF_VIEWER_HEIGHT }: { url: string; title: string; height?: number | string }) {
  const licenseKey = pdfViewerLicenseKey()
  return (
    <div data-testid="pdf-viewer" data-src={url} data-viewer={licenseKey ? 'licensed' : 'open'} role="document" aria-label={title} style={{ width: '100%', height }}>
      <Suspense fallback={<Flex align="center" justify="center" style={{ height: '100%' }}><Spin /></Flex>}>
        {/* Keyed by URL: a new document (the dialog's next step) starts a fresh viewer. */}
        {licenseKey
          ? <LicensedPdfDocument key={url} url={url} height={height} licenseKey={licenseKey} />
          : <OpenPdfDocument key={url} url={url} title={title} />}
      </Suspense>
    </div>
  )
}
