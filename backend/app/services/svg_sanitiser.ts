import { JSDOM } from 'jsdom'
import createDOMPurify from 'dompurify'

/**
 * SVGs are checked by a real sanitiser (DOMPurify over a parsed DOM), not a pattern: the parser sees
 * what a browser would, so script in any namespace or case, event handlers, javascript:/data: links
 * however encoded, foreignObject with HTML inside and animations that rewrite links are all found.
 * A file that carried active content is refused (the uploader learns why, nothing is silently
 * altered); harmless leftovers (editor metadata) are stripped. Entities and DOCTYPEs are never
 * expanded (HTML parsing), so no entity bombs.
 */
const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis)
const ACTIVE_ELEMENT = /(^|:)(script|foreignobject|iframe|object|embed|handler|listener|frame|frameset|a)$/
const ACTIVE_VALUE = /^\s*(javascript|vbscript|data):/i

function carriedActiveContent(): boolean {
  return purify.removed.some((r) => {
    if ('element' in r && r.element) return ACTIVE_ELEMENT.test(r.element.nodeName.toLowerCase())
    if ('attribute' in r && r.attribute) {
      const name = r.attribute.name.toLowerCase()
      return name.startsWith('on') || name === 'attributename' || ACTIVE_VALUE.test(r.attribute.value ?? '')
    }
    return false
  })
}

/** The SVG to store, or null when it carried active content or is not an SVG image. */
export function sanitiseSvg(text: string): string | null {
  const clean = String(purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script', 'iframe', 'object', 'embed', 'a'],
  }))
  if (carriedActiveContent()) return null
  return /^\s*<svg[\s>]/i.test(clean) ? clean : null
}
