import { Suspense } from 'react'
import { Flex, Spin } from 'antd'
import { lazyPage } from './loading/lazy-page'

/**
 * The one place a PDF is drawn: @pdf-viewer/react (stack notes trap 7: licence key from
 * VITE_PDF_VIEWER_LICENSE_KEY, watermark without it), loaded lazily so pdf.js stays out of the
 * login chunk. The default height keeps a surrounding dialog's buttons on screen on short windows.
 */
export const PDF_VIEWER_HEIGHT = 'min(600px, max(300px, calc(100vh - 320px)))'
const PdfDocument = lazyPage(() => import('./pdf/PdfDocument'))

export function PdfViewer({ url, title, height = PDF_VIEWER_HEIGHT }: { url: string; title: string; height?: number | string }) {
  return (
    <div data-testid="pdf-viewer" data-src={url} role="document" aria-label={title} style={{ width: '100%', height }}>
      <Suspense fallback={<Flex align="center" justify="center" style={{ height: '100%' }}><Spin /></Flex>}>
        {/* Keyed by URL: a new document (the dialog's next step) starts a fresh viewer. */}
        <PdfDocument key={url} url={url} height={height} />
      </Suspense>
    </div>
  )
}
