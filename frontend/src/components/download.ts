/**
 * Saving a file through the browser: a link clicked once, for a signed URL or a blob the API sent
 * (payroll registers, expense reports, the people import template).
 */
export function saveFile(href: string, fileName?: string) {
  const a = document.createElement('a')
  a.href = href
  a.rel = 'noopener'
  if (fileName) a.download = fileName
  document.body.appendChild(a)
  a.click()
  a.remove()
}

/** A blob saved under its name; its object URL is released once the click has been handled. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  saveFile(url, fileName)
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** The file name a download names itself by (Content-Disposition), else the fallback. */
export function fileNameOf(disposition: string | undefined, fallback: string) {
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition ?? '')
  if (star) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''))
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '')
  return plain ? plain[1].trim() : fallback
}
