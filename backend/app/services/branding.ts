import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'

export interface Branding { company_name: string; favicon: string; logo_light: string; logo_dark: string; logo_icon_light: string }

const FALLBACK: Branding = {
  company_name: 'HR Platform', favicon: '/favicon.svg', logo_light: '/favicon.svg', logo_dark: '/favicon.svg', logo_icon_light: '/favicon.svg',
}
const TTL_MS = 60_000
let cache: { at: number; source: string; map: Record<string, Partial<Branding>> } | undefined

/**
 * The site's domain-config.json (shell §1, §7): a map keyed by host without 'www.', with a
 * `default` entry. Read server side; a missing or broken file is ignored and the default used.
 */
async function loadMap(distDir: string): Promise<Record<string, Partial<Branding>>> {
  const source = process.env.DOMAIN_CONFIG ?? join(distDir, 'domain-config.json')
  if (cache && cache.source === source && Date.now() - cache.at < TTL_MS) return cache.map
  let map: Record<string, Partial<Branding>> = {}
  try {
    const text = /^https?:\/\//.test(source)
      ? await (await fetch(source, { signal: AbortSignal.timeout(2000) })).text()
      : await readFile(source.startsWith('/') ? source : app.makePath(source), 'utf8')
    const parsed = JSON.parse(text)
    if (parsed && typeof parsed === 'object') map = parsed
  } catch {
    // failures are ignored (shell §7): the default branding applies
  }
  cache = { at: Date.now(), source, map }
  return map
}

export async function brandingFor(host: string | undefined, distDir: string): Promise<Branding> {
  const map = await loadMap(distDir)
  const key = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '')
  return { ...FALLBACK, ...(map.default ?? {}), ...((key && map[key]) || {}) }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** index.html with the host's title, favicon and branding entry, so the first paint is already branded. */
export function brandHtml(html: string, b: Branding) {
  const json = JSON.stringify(b).replace(/</g, '\\u003c')
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(b.company_name)}</title>`)
    .replace(/(<link[^>]*rel="icon"[^>]*href=")[^"]*(")/, `$1${escapeHtml(b.favicon)}$2`)
    // A data block, not a script: the CSP allows no inline script, and data is never executed.
    .replace('</head>', `<script type="application/json" id="branding">${json}</script></head>`)
}
