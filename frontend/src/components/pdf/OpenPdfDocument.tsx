import { useEffect, useRef, useState } from 'react'
import { Button, Flex, Result, Spin, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import type { PDFDocumentProxy } from 'pdfjs-dist'
import type { PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs'
import { loadPdfjs } from './pdfjs'
import { printPdf, removePrintFrame } from './print-pdf'
import { OpenPdfToolbar } from './OpenPdfToolbar'
import { downloadName } from './viewer-logic'

type Status = 'loading' | 'ready' | 'failed'

async function fetchBytes(url: string, signal: AbortSignal): Promise<Uint8Array> {
  const res = await fetch(url, { signal, credentials: 'same-origin' })
  if (!res.ok) throw new Error(`PDF ${res.status}`)
  return new Uint8Array(await res.arrayBuffer())
}

/**
 * PdfViewer without a @pdf-viewer/react licence (issue 43 §1): pdf.js's maintained PDFViewer
 * (text layer, lazy page rendering) with our own toolbar — page, zoom, download, print — and no
 * watermark. In its own chunk with pdf.js, away from the login chunk. The bytes are fetched once:
 * pdf.js draws from them, and download and print reuse them (a signed URL may expire meanwhile).
 */
export default function OpenPdfDocument({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const hostRef = useRef<HTMLDivElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)
  const viewerRef = useRef<PDFViewer | null>(null)
  const docRef = useRef<PDFDocumentProxy | null>(null)
  const bytesRef = useRef<Uint8Array | null>(null)
  const [status, setStatus] = useState<Status>('loading')
  const [pages, setPages] = useState(0)
  const [page, setPage] = useState(1)
  const [scale, setScale] = useState(1)
  const [printing, setPrinting] = useState(false)

  useEffect(() => {
    const container = containerRef.current!
    const host = hostRef.current!
    const abort = new AbortController()
    let destroy: (() => Promise<void>) | undefined
    ;(async () => {
      const [{ lib, viewer: pdfjsViewer }, bytes] = await Promise.all([loadPdfjs(), fetchBytes(url, abort.signal)])
      if (abort.signal.aborted) return
      bytesRef.current = bytes
      const eventBus = new pdfjsViewer.EventBus()
      const linkService = new pdfjsViewer.PDFLinkService({ eventBus, externalLinkTarget: pdfjsViewer.LinkTarget.BLANK, externalLinkRel: 'noopener noreferrer nofollow' })
      // abortSignal (untyped in 4.10) stops its scroll and resize listeners when the viewer goes.
      const viewer = new pdfjsViewer.PDFViewer({ container, eventBus, linkService, annotationMode: lib.AnnotationMode.ENABLE, ...({ abortSignal: abort.signal } as object) })
      linkService.setViewer(viewer)
      viewerRef.current = viewer
      // Fit to width first; the viewer keeps fitting when the dialog resizes until the user zooms.
      eventBus.on('pagesinit', () => { viewer.currentScaleValue = 'page-width' })
      eventBus.on('pagechanging', (e: { pageNumber: number }) => setPage(e.pageNumber))
      eventBus.on('scalechanging', (e: { scale: number }) => setScale(e.scale))
      // pdf.js hands the buffer to its worker: it gets a copy, download and print keep the original.
      const task = lib.getDocument({ data: bytes.slice(), isEvalSupported: false })
      destroy = () => task.destroy()
      const doc = await task.promise
      if (abort.signal.aborted) return
      docRef.current = doc
      viewer.setDocument(doc)
      linkService.setDocument(doc)
      setPages(doc.numPages)
      setStatus('ready')
    })().catch(() => { if (!abort.signal.aborted) setStatus('failed') })
    return () => {
      abort.abort()
      removePrintFrame(host)
      viewerRef.current?.setDocument(null as never)
      viewerRef.current = null
      docRef.current = null
      void destroy?.()
    }
  }, [url])

  const download = () => {
    if (!bytesRef.current) return
    const href = URL.createObjectURL(new Blob([bytesRef.current as BlobPart], { type: 'application/pdf' }))
    const link = document.createElement('a')
    link.href = href
    link.download = downloadName(title)
    document.body.appendChild(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(href), 60_000)
  }

  const print = async () => {
    if (!docRef.current || !hostRef.current) return
    setPrinting(true)
    try {
      await printPdf(docRef.current, hostRef.current, title)
    } finally {
      setPrinting(false)
    }
  }

  const viewer = viewerRef.current
  return (
    <div ref={hostRef} data-testid="pdf-open-viewer" data-pages={pages || undefined} style={{ display: 'flex', flexDirection: 'column', height: '100%', border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, overflow: 'hidden' }}>
      <OpenPdfToolbar
        disabled={status !== 'ready'}
        page={page}
        pages={pages}
        scale={scale}
        printing={printing}
        onPage={(n) => { if (viewer) viewer.currentPageNumber = n }}
        onScale={(s) => { if (viewer) viewer.currentScale = s }}
        onFitWidth={() => { if (viewer) viewer.currentScaleValue = 'page-width' }}
        onDownload={download}
        onPrint={() => { void print() }}
      />
      <div style={{ position: 'relative', flex: 1, minHeight: 0, background: token.colorFillTertiary }}>
        {/* pdf.js requires an absolutely positioned scroll container holding the .pdfViewer element. */}
        <div ref={containerRef} data-testid="pdf-pages" style={{ position: 'absolute', inset: 0, overflow: 'auto' }}>
          <div className="pdfViewer" />
        </div>
        {status === 'loading' && (
          <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0 }}><Spin /></Flex>
        )}
        {status === 'failed' && (
          <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0, background: token.colorBgContainer }}>
            <Result
              status="warning"
              title={t('pdf_viewer.load_failed')}
              extra={<Button href={url} target="_blank" rel="noopener noreferrer">{t('pdf_viewer.open_file')}</Button>}
            />
          </Flex>
        )}
      </div>
    </div>
  )
}
