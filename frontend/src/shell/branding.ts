/**
 * Shell §1/§7 branding per host: the server reads domain-config.json for the request's host and
 * injects the entry as `window.__BRANDING__` (title and favicon are already set in the HTML).
 */
export interface Branding { company_name: string; favicon: string; logo_light: string; logo_dark: string; logo_icon_light: string }

/** The platform's own mark: the logo component draws it inline instead of fetching the file. */
export const BUILT_IN_MARK = '/favicon.svg'

declare global {
  interface Window { __BRANDING__?: Partial<Branding> }
}

export function branding(): Partial<Branding> {
  return (typeof window !== 'undefined' && window.__BRANDING__) || {}
}

/** A host's own logo file, or null when the platform mark applies. */
export function brandLogo(kind: 'logo_light' | 'logo_dark' | 'logo_icon_light'): string | null {
  const src = branding()[kind]
  return src && src !== BUILT_IN_MARK ? src : null
}

/** The product name shown in the page: the host's company_name, else the translated default. */
export const appName = (t: (key: string) => string) => branding().company_name || t('common.app_name')
