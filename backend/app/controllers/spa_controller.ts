import { createReadStream, existsSync, statSync, type Stats } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { Readable } from 'node:stream'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { ApiError } from '#exceptions/api_error'
import { brandHtml, brandingFor } from '#services/branding'
import { clientConfig, withClientConfig } from '#services/client_config'

const distDir = () => process.env.FRONTEND_DIST ?? app.makePath('../frontend/dist')

type Coding = 'br' | 'gzip'
/** The build's twins (frontend/vite.config.ts `precompress`), in the server's order of preference. */
const TWINS: Array<[Coding, string]> = [['br', '.br'], ['gzip', '.gz']]

/**
 * The content codings Accept-Encoding allows (RFC 9110 §12.5.3), best first: a coding listed with
 * q=0 (or left out while `*;q=0`) is refused; no header at all means identity only. The client's
 * higher q wins; on a tie the server prefers brotli (browsers list gzip first but mean "either").
 */
export function acceptedCodings(header: string | undefined): Coding[] {
  const q = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    if (!name) continue
    const qParam = params.find((p) => p.startsWith('q='))
    const value = qParam ? Number(qParam.slice(2)) : 1
    q.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0)
  }
  const weight = (c: Coding) => q.get(c) ?? q.get('*') ?? 0
  return TWINS.map(([c]) => c).filter((c) => weight(c) > 0).sort((a, b) => weight(b) - weight(a))
}

/** A precompressed twin no older than its original (a stale twin of a replaced file is ignored). */
function twinOf(file: string, original: Stats, accepted: Coding[]): { coding: Coding; path: string; stats: Stats } | undefined {
  for (const coding of accepted) {
    const path = file + TWINS.find(([c]) => c === coding)![1]
    const stats = existsSync(path) ? statSync(path) : undefined
    if (stats?.isFile() && stats.mtimeMs >= original.mtimeMs) return { coding, path, stats }
  }
  return undefined
}

/** Compressible by type: a twin can exist, or the page is worth compressing on the fly. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.map'])

/**
 * Serves the built SPA: real files as they are (hashed assets cached for a year), and index.html
 * for every other path, so deep links like /people/staff/1/personal load the app. The build
 * writes .br/.gz twins of the compressible assets; the best one the browser accepts is sent with
 * the original's type. index.html is branded per host and carries the client config, so it is compressed on the fly (a few KiB).
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
    const accepted = acceptedCodings(request.header('accept-encoding'))
    const wanted = normalize(join(root, decodeURIComponent(url)))
    if (wanted.startsWith(root + sep) && existsSync(wanted) && statSync(wanted).isFile()) {
      const immutable = wanted.startsWith(join(root, 'assets') + sep)
      response.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      return this.file(request.method(), response, wanted, accepted)
    }
    response.header('Cache-Control', 'no-cache')
    response.vary('Accept-Encoding')
    const html = withClientConfig(brandHtml(await readFile(index, 'utf8'), await brandingFor(request.header('host'), root)), clientConfig())
    response.type('text/html')
    if (!accepted.length) return response.send(html)
    response.header('Content-Encoding', accepted[0])
    return response.send(accepted[0] === 'br'
      ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } })
      : gzipSync(html))
  }

  /** One file, or its best accepted twin, with Last-Modified/ETag (304 when fresh) and HEAD without a body. */
  private async file(method: string, response: HttpContext['response'], file: string, accepted: Coding[]) {
    const original = await stat(file)
    const type = extname(file)
    const twin = COMPRESSIBLE.has(type) ? twinOf(file, original, accepted) : undefined
    if (COMPRESSIBLE.has(type)) response.vary('Accept-Encoding')
    const stats = twin?.stats ?? original
    response.type(type)
    if (twin) response.header('Content-Encoding', twin.coding)
    response.header('Last-Modified', stats.mtime.toUTCString())
    response.setEtag(stats, true)
    if (response.fresh()) {
      response.removeHeader('Content-Encoding')
      return response.status(304).send(null)
    }
    response.header('Content-Length', stats.size)
    return response.stream(method === 'HEAD' ? Readable.from([]) : createReadStream(twin?.path ?? file))
  }
}
