import env from '#start/env'

/** What the SPA learns from the server at start (frontend components/client-config.ts). */
export interface ClientConfig { pdf_viewer_license_key: string | null }

/**
 * Read per request, so a changed key needs a restart only, never a rebuild. The @pdf-viewer/react
 * key is checked offline in the browser (it was in the bundle before), so it is not a secret.
 */
export function clientConfig(): ClientConfig {
  return { pdf_viewer_license_key: env.get('PDF_VIEWER_LICENSE_KEY')?.trim() || null }
}

/** index.html with the config as a JSON data block (the CSP allows no inline script; data is never run). */
export function withClientConfig(html: string, config: ClientConfig) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return html.replace('</head>', `<script type="application/json" id="client-config">${json}</script></head>`)
}
