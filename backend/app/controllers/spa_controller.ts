import { existsSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, normalize, sep } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { ApiError } from '#exceptions/api_error'
import { brandHtml, brandingFor } from '#services/branding'

const distDir = () => process.env.FRONTEND_DIST ?? app.makePath('../frontend/dist')

/**
 * Serves the built SPA: real files as they are (hashed assets cached for a year), and index.html
 * for every other path, so deep links like /people/staff/1/personal load the app.
 */
export default class SpaController {
  async serve({ request, response }: HttpContext) {
    if (request.method() !== 'GET' && request.method() !== 'HEAD') throw ApiError.notFound('page_not_found')
    const url = request.url()
    if (url === '/api' || url.startsWith('/api/')) throw ApiError.notFound('page_not_found')
    const root = distDir()
    const index = join(root, 'index.html')
    if (!existsSync(index)) {
      return response.status(503).send('The frontend is not built yet. Run `npm run build -w frontend` (npm start does it for you).')
    }
    const wanted = normalize(join(root, decodeURIComponent(url)))
    if (wanted.startsWith(root + sep) && existsSync(wanted) && statSync(wanted).isFile()) {
      const immutable = wanted.startsWith(join(root, 'assets') + sep)
      response.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      return response.download(wanted)
    }
    response.header('Cache-Control', 'no-cache')
    const html = await readFile(index, 'utf8')
    return response.type('text/html').send(brandHtml(html, await brandingFor(request.header('host'), root)))
  }
}
