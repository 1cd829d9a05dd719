/**
 * The one place a PDF is drawn. A plain <iframe> for now (the browser's viewer); a later change
 * swaps in @pdf-viewer/react here only (stack notes trap 7: licence key, watermark).
 * The default height keeps a surrounding dialog's buttons on screen on short windows.
 */
const DEFAULT_HEIGHT = 'min(600px, max(300px, calc(100vh - 320px)))'

export function PdfViewer({ url, title, height = DEFAULT_HEIGHT }: { url: string; title: string; height?: number | string }) {
  return <iframe data-testid="pdf-viewer" src={url} title={title} style={{ width: '100%', height, border: 0 }} />
}
