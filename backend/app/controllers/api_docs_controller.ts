import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '#exceptions/api_error'
import { openApiDocument } from '#services/openapi/document'

/**
 * Swagger UI from the installed swagger-ui-dist, served by us: browsers here reach no CDN, and the
 * app's Content-Security-Policy allows scripts from our own origin only, so the page has no inline
 * script — its start-up is the small init.js below.
 */
const distDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
const distVersion = (JSON.parse(readFileSync(join(distDir, 'package.json'), 'utf8')) as { version: string }).version

/** The only files of the package the page needs; nothing else under the folder is reachable. */
const ASSETS = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png', 'favicon-16x16.png'])

// queryConfigEnabled stays off: a ?url= or ?configUrl= must never point the page at another document.
// The header lets "Try it out" use the signed-in browser session, as the SPA does (a cookie-authenticated
// change without it is refused).
const INIT_JS = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  docExpansion: 'none',
  filter: true,
  defaultModelsExpandDepth: -1,
  queryConfigEnabled: false,
  validatorUrl: null,
  requestInterceptor: function (req) { req.headers['X-Requested-With'] = 'XMLHttpRequest'; return req },
})
`

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>HR platform API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css?v=${distVersion}">
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png?v=${distVersion}">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js?v=${distVersion}"></script>
<script src="/api/docs/init.js?v=${distVersion}"></script>
</body>
</html>
`

export default class ApiDocsController {
  /** GET /api/openapi.json: the OpenAPI 3.1 document (public: a schema, no tenant data). */
  async document({ response }: HttpContext) {
    const { document } = await openApiDocument()
    response.header('Cache-Control', 'no-cache')
    return response.json(document)
  }

  /** GET /api/docs: the browsable reference. */
  async page({ response }: HttpContext) {
    response.header('Cache-Control', 'no-cache')
    return response.type('text/html').send(PAGE)
  }

  /** GET /api/docs/:file: the page's script, style and icons. */
  async asset({ params, response }: HttpContext) {
    const file = String(params.file)
    response.header('Cache-Control', 'public, max-age=86400')
    if (file === 'init.js') return response.type('application/javascript').send(INIT_JS)
    if (!ASSETS.has(file)) throw ApiError.notFound()
    return response.download(join(distDir, file))
  }
}
