import { test } from '@japa/runner'
import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { acceptedCodings } from '#controllers/spa_controller'

/**
 * A raw request: the API client (superagent) decodes bodies itself and sends its own
 * Accept-Encoding, while these tests need exactly the bytes and headers on the wire.
 */
function raw(method: 'GET' | 'HEAD', path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = httpRequest({ host: process.env.HOST || 'localhost', port: Number(process.env.PORT || 3333), method, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

test.group('SPA serving', (group) => {
  let dir: string
  group.setup(() => {
    dir = mkdtempSync(join(tmpdir(), 'spa-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>')
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)')
    process.env.FRONTEND_DIST = dir
    return () => { delete process.env.FRONTEND_DIST }
  })

  test('deep links are answered with index.html', async ({ client, assert }) => {
    const res = await client.get('/people/staff/1/personal')
    res.assertStatus(200)
    assert.include(res.text(), '<div id="root">')
    assert.equal(res.header('cache-control'), 'no-cache')
  })

  test('hashed assets are served with a long cache', async ({ client, assert }) => {
    const res = await client.get('/assets/app-abc123.js')
    res.assertStatus(200)
    assert.include(res.header('cache-control'), 'immutable')
  })

  test('paths cannot escape the build folder', async ({ client, assert }) => {
    const res = await client.get('/assets/..%2f..%2f..%2fetc%2fpasswd')
    assert.notInclude(res.text(), 'root:')
  })
})

test.group('Branding per host (domain-config.json, read server side)', (group) => {
  let dir: string
  group.setup(() => {
    dir = mkdtempSync(join(tmpdir(), 'brand-'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>x</title><link rel="icon" href="/favicon.svg"></head><body></body></html>')
    writeFileSync(join(dir, 'domain-config.json'), JSON.stringify({
      default: { company_name: 'Default Co', favicon: '/favicon.svg' },
      'hr.acme.test': { company_name: 'Acme HR', favicon: '/acme.ico', logo_light: '/acme-light.svg' },
    }))
    process.env.FRONTEND_DIST = dir
    return () => { delete process.env.FRONTEND_DIST }
  })

  test('the host without www. picks its entry; other hosts get the default', async ({ client, assert }) => {
    const acme = await client.get('/login').header('host', 'www.hr.acme.test')
    assert.include(acme.text(), '<title>Acme HR</title>')
    assert.include(acme.text(), 'href="/acme.ico"')
    assert.include(acme.text(), '"logo_light":"/acme-light.svg"')
    const other = await client.get('/login').header('host', 'elsewhere.test')
    assert.include(other.text(), '<title>Default Co</title>')
  })
})

test.group('Client config in index.html (issue 43 §1: PDF_VIEWER_LICENSE_KEY at runtime)', (group) => {
  group.setup(() => {
    const dir = mkdtempSync(join(tmpdir(), 'client-config-'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>')
    const before = { dist: process.env.FRONTEND_DIST, key: process.env.PDF_VIEWER_LICENSE_KEY }
    process.env.FRONTEND_DIST = dir
    return () => {
      if (before.dist === undefined) delete process.env.FRONTEND_DIST
      else process.env.FRONTEND_DIST = before.dist
      if (before.key === undefined) delete process.env.PDF_VIEWER_LICENSE_KEY
      else process.env.PDF_VIEWER_LICENSE_KEY = before.key
      rmSync(dir, { recursive: true, force: true })
    }
  })

  const block = (html: string) => JSON.parse(/<script type="application\/json" id="client-config">(.*?)<\/script>/.exec(html)![1])

  test('without a key the page says null (the open viewer; no proprietary code is loaded)', async ({ client, assert }) => {
    delete process.env.PDF_VIEWER_LICENSE_KEY
    const res = await client.get('/my-pay')
    res.assertStatus(200)
    assert.deepEqual(block(res.text()), { pdf_viewer_license_key: null })
  })

  test('a configured key reaches the page, read per request (no rebuild), escaped for the data block', async ({ client, assert }) => {
    process.env.PDF_VIEWER_LICENSE_KEY = ' key-123</script><b> '
    const res = await client.get('/login')
    assert.notInclude(res.text(), 'key-123</script>')
    assert.deepEqual(block(res.text()), { pdf_viewer_license_key: 'key-123</script><b>' })
    process.env.PDF_VIEWER_LICENSE_KEY = ''
    assert.deepEqual(block((await client.get('/login')).text()), { pdf_viewer_license_key: null })
  })
})

test.group('SPA serving: precompressed assets and caching', (group) => {
  let dir: string
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`
  group.setup(() => {
    const before = process.env.FRONTEND_DIST
    dir = mkdtempSync(join(tmpdir(), 'spa-zip-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head><title>x</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(50)}</body></html>`)
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), script)
    // Twins as the build writes them (frontend/vite.config.ts `precompress`).
    writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script))
    writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(script))
    writeFileSync(join(dir, 'assets', 'only-gzip-def456.css'), 'body{color:red}')
    writeFileSync(join(dir, 'assets', 'only-gzip-def456.css.gz'), gzipSync('body{color:red}'))
    process.env.FRONTEND_DIST = dir
    return () => {
      if (before === undefined) delete process.env.FRONTEND_DIST
      else process.env.FRONTEND_DIST = before
      rmSync(dir, { recursive: true, force: true })
    }
  })

  const immutable = 'public, max-age=31536000, immutable'

  test('brotli for "br, gzip", with the original type and a year of immutable caching', async ({ assert }) => {
    const res = await raw('GET', '/assets/app-abc123.js', { 'accept-encoding': 'br, gzip' })
    assert.equal(res.status, 200)
    assert.equal(res.headers['content-encoding'], 'br')
    assert.match(res.headers['content-type']!, /^(text|application)\/javascript/)
    assert.include(res.headers['vary']!, 'Accept-Encoding')
    assert.equal(res.headers['cache-control'], immutable)
    assert.equal(Number(res.headers['content-length']), res.body.length)
    assert.isBelow(res.body.length, script.length)
    assert.equal(brotliDecompressSync(res.body).toString(), script)
  })

  test('browsers listing gzip first still get brotli; a higher q for gzip wins', async ({ assert }) => {
    assert.deepEqual(acceptedCodings('gzip, deflate, br, zstd'), ['br', 'gzip'])
    assert.deepEqual(acceptedCodings('gzip;q=1, br;q=0.5'), ['gzip', 'br'])
    assert.deepEqual(acceptedCodings('*'), ['br', 'gzip'])
    assert.deepEqual(acceptedCodings('*;q=0, gzip'), ['gzip'])
    assert.deepEqual(acceptedCodings(undefined), [])
  })

  test('gzip for "gzip"', async ({ assert }) => {
    const res = await raw('GET', '/assets/app-abc123.js', { 'accept-encoding': 'gzip' })
    assert.equal(res.status, 200)
    assert.equal(res.headers['content-encoding'], 'gzip')
    assert.match(res.headers['content-type']!, /^(text|application)\/javascript/)
    assert.include(res.headers['vary']!, 'Accept-Encoding')
    assert.equal(res.headers['cache-control'], immutable)
    assert.equal(gunzipSync(res.body).toString(), script)
  })

  test('identity without Accept-Encoding, or when both codings are refused with q=0', async ({ assert }) => {
    for (const headers of [{}, { 'accept-encoding': 'br;q=0, gzip;q=0' }, { 'accept-encoding': 'identity' }] as Array<Record<string, string>>) {
      const res = await raw('GET', '/assets/app-abc123.js', headers)
      assert.equal(res.status, 200)
      assert.isUndefined(res.headers['content-encoding'])
      assert.include(res.headers['vary']!, 'Accept-Encoding')
      assert.equal(res.headers['cache-control'], immutable)
      assert.equal(res.body.toString(), script)
    }
  })

  test('the next accepted twin when the best one is missing', async ({ assert }) => {
    const res = await raw('GET', '/assets/only-gzip-def456.css', { 'accept-encoding': 'br, gzip' })
    assert.equal(res.headers['content-encoding'], 'gzip')
    assert.match(res.headers['content-type']!, /^text\/css/)
    assert.equal(gunzipSync(res.body).toString(), 'body{color:red}')
  })

  test('HEAD sends the headers of the chosen twin and no body; a matching ETag gets 304', async ({ assert }) => {
    const head = await raw('HEAD', '/assets/app-abc123.js', { 'accept-encoding': 'br' })
    assert.equal(head.status, 200)
    assert.equal(head.headers['content-encoding'], 'br')
    assert.equal(head.body.length, 0)
    const again = await raw('GET', '/assets/app-abc123.js', { 'accept-encoding': 'br', 'if-none-match': head.headers['etag']! })
    assert.equal(again.status, 304)
    assert.equal(again.body.length, 0)
  })

  test('index.html (the SPA fallback) is never cached and compressed on the fly', async ({ assert }) => {
    const br = await raw('GET', '/people/staff/1/personal', { 'accept-encoding': 'br, gzip' })
    assert.equal(br.status, 200)
    assert.equal(br.headers['cache-control'], 'no-cache')
    assert.equal(br.headers['content-encoding'], 'br')
    assert.match(br.headers['content-type']!, /^text\/html/)
    assert.include(br.headers['vary']!, 'Accept-Encoding')
    assert.include(brotliDecompressSync(br.body).toString(), '<div id="root">')
    const gz = await raw('GET', '/login', { 'accept-encoding': 'gzip' })
    assert.equal(gz.headers['content-encoding'], 'gzip')
    assert.include(gunzipSync(gz.body).toString(), '<div id="root">')
    const plain = await raw('GET', '/login')
    assert.isUndefined(plain.headers['content-encoding'])
    assert.equal(plain.headers['cache-control'], 'no-cache')
    assert.include(plain.body.toString(), '<div id="root">')
  })
})
