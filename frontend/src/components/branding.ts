/**
 * Shell §1/§7 branding per host: the server reads domain-config.json for the request's host and
 * injects the entry as a JSON data block `#branding` (title and favicon are already set in the HTML).
 */
export interface Branding { company_name: string; favicon: string; logo_light: string; logo_dark: string; logo_icon_light: string }

/** The platform's own mark: the logo component draws it inline instead of fetching the file. */
export const BUILT_IN_MARK = '/favicon.svg'

const cachedBlocks = new Map<string, unknown>()

/** A JSON data block the server injected into index.html (`#branding`, `#client-config`), read once; {} when absent or unreadable. */
export function dataBlock<T>(id: string): Partial<T> {
  if (!cachedBlocks.has(id)) {
    const block = typeof document === 'undefined' ? null : document.getElementById(id)
    let value: Partial<T> = {}
    try {
      if (block?.textContent) value = JSON.parse(block.textContent) as Partial<T>
    } catch { /* a damaged block reads as empty: the defaults apply */ }
    cachedBlocks.set(id, value)
  }
  return cachedBlocks.get(id) as Partial<T>
}

export const branding = (): Partial<Branding> => dataBlock<Branding>('branding')

/** A host's own logo file, or null when the platform mark applies. */
export function brandLogo(kind: 'logo_light' | 'logo_dark' | 'logo_icon_light'): string | null {
  const src = branding()[kind]
  return src && src !== BUILT_IN_MARK ? src : null
}

/** The product name shown in the page: the host's company_name, else the translated default. */
export const appName = (t: (key: string) => string) => branding().company_name || t('common.app_name')
