import type { PDFDocumentProxy } from 'pdfjs-dist'

const imagesOf = new WeakMap<HTMLIFrameElement, string[]>()

/** Removes a print frame left in `host`, and frees its page images. */
export function removePrintFrame(host: HTMLElement) {
  const frame = host.querySelector<HTMLIFrameElement>('iframe[data-print-frame]')
  if (!frame) return
  imagesOf.get(frame)?.forEach((url) => URL.revokeObjectURL(url))
  frame.remove()
}

/** Print resolution: pdf.js's own viewer prints at 150 dpi (PDF user space is 72 per inch). */
const PRINT_SCALE = 150 / 72
const CSS_POINTS = 72

/**
 * Prints a document as pdf.js's viewer does: each page drawn to an image at print resolution, the
 * images placed in a hidden same-origin frame, and that frame printed. The browser's own PDF
 * plugin is never involved (the CSP's object-src 'none' would block it in a blob: frame).
 * The frame stays in the page until the next print or until the viewer goes (tests read it).
 */
export async function printPdf(doc: PDFDocumentProxy, host: HTMLElement, title: string): Promise<HTMLIFrameElement> {
  const urls: string[] = []
  let size = ''
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n)
    const viewport = page.getViewport({ scale: PRINT_SCALE })
    if (n === 1) {
      const base = page.getViewport({ scale: 1 })
      size = `${base.width / CSS_POINTS}in ${base.height / CSS_POINTS}in`
    }
    const canvas = document.createElement('canvas')
    canvas.width = Math.floor(viewport.width)
    canvas.height = Math.floor(viewport.height)
    const context = canvas.getContext('2d')!
    context.fillStyle = '#fff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    await page.render({ canvasContext: context, viewport, intent: 'print' }).promise
    const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('print: no image'))), 'image/png'))
    urls.push(URL.createObjectURL(blob))
    page.cleanup()
  }

  removePrintFrame(host)
  const frame = document.createElement('iframe')
  frame.setAttribute('data-print-frame', '')
  frame.setAttribute('data-testid', 'pdf-print-frame')
  frame.setAttribute('aria-hidden', 'true')
  frame.tabIndex = -1
  frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden'
  host.appendChild(frame)
  const printDoc = frame.contentDocument!
  printDoc.title = title
  const style = printDoc.createElement('style')
  style.textContent = `@page{size:${size};margin:0}html,body{margin:0;padding:0}img{display:block;width:100%;height:auto;break-after:page}img:last-child{break-after:auto}`
  printDoc.head.appendChild(style)
  await Promise.all(urls.map((url) => {
    const img = printDoc.createElement('img')
    img.src = url
    printDoc.body.appendChild(img)
    return img.decode().catch(() => undefined)
  }))
  frame.setAttribute('data-pages', String(urls.length))
  imagesOf.set(frame, urls)
  frame.contentWindow!.focus()
  frame.contentWindow!.print()
  return frame
}
