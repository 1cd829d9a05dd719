/**
 * Shell §1/§7 branding per host: the server reads domain-config.json for the request's host and
 * injects the entry as a JSON data block `#branding` (title and favicon are already set in the HTML).
 */
export interface Branding { company_name: string; favicon: string; logo_light: string; logo_dark: string; logo_icon_light: string }

/** The platform's own mark: the logo component draws it inline instead of fetching the file. */
export const BUILT_IN_MARK = '/favicon.svg'

let cached: Partial<Branding> | null = null

export function branding(): Partial<Branding> {
  if (cached) return cached
  const block = typeof document === 'undefined' ? null : document.getElementById('branding')
  try {
    cached = block?.textContent ? (JSON.parse(block.textContent) as Partial<Branding>) : {}
  } catch {
    cached = {}
  }
  return cached
}

/** A host's own logo file, or null when the platform mark applies. */
export function brandLogo(kind: 'logo_light' | 'logo_dark' | 'logo_icon_light'): string | null {
  const src = branding()[kind]
  return src && src !== BUILT_IN_MARK ? src : null
}

/** The product name shown in the page: the host's company_name, else the translated default. */
export const appName = (t: (key: string) => string) => branding().company_name || t('common.app_name')
