import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { expect, test } from '@playwright/test'
import { loginAndLand } from './helpers'

/**
 * A hostile SVG opened in a signed-in browser runs nothing and reads nothing. The upload route
 * refuses such files, so the test also plants one straight into storage (as a file that slipped
 * past any filter would be) to prove the serving side holds on its own.
 */
const DB_FILE = fileURLToPath(new URL(`../../backend/${process.env.E2E_DB ?? 'tmp/e2e.sqlite3'}`, import.meta.url))
const STORAGE = fileURLToPath(new URL('../../backend/storage/', import.meta.url))
const HOSTILE = `<svg xmlns="http://www.w3.org/2000/svg" onload="document.title='PWNED:'+document.cookie;localStorage.setItem('pwned','onload')">
<script>document.title='PWNED:'+document.cookie;localStorage.setItem('pwned','script');fetch('/api/profile/me').then(r=>r.text()).then(t=>localStorage.setItem('pwned',t))</script>
<svg:script xmlns:svg="http://www.w3.org/2000/svg">localStorage.setItem('pwned','svg:script')</svg:script>
<foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="&lt;script&gt;parent.localStorage.setItem('pwned','srcdoc')&lt;/script&gt;"></iframe></foreignObject>
</svg>`

function plant(email: string): string {
  const key = `img/hostile-${Date.now()}.svg`
  mkdirSync(dirname(STORAGE + key), { recursive: true })
  writeFileSync(STORAGE + key, HOSTILE)
  const db = new Database(DB_FILE)
  try {
    db.pragma('busy_timeout = 5000')
    const user = db.prepare('select id, customer_id from users where email = ?').get(email) as { id: number; customer_id: number }
    db.prepare(`insert into uploads (file_key, file_name, file_type, mime_type, size, owner_type, customer_id, user_id, created_at)
      values (?, 'logo.svg', 'svg', 'image/svg+xml', ?, 'customer', ?, ?, ?)`).run(key, HOSTILE.length, user.customer_id, user.id, new Date().toISOString())
  } finally {
    db.close()
  }
  return key
}

test.describe('hostile uploads', () => {
  test('a hostile SVG is refused at upload; opened by URL in a signed-in browser it runs no script and reads no cookie', async ({ page, context }) => {
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

    const key = plant('employee@demo.test')
    const { url } = await page.evaluate(async (k) => (await fetch(`/api/aws-s3-signedurl?file_key=${encodeURIComponent(k)}`)).json(), key)
    expect(url).toContain('/api/files/img/hostile-')

    // Straight to the URL in a tab of the signed-in browser: the browser only downloads it.
    const tab = await context.newPage()
    const dialogs: string[] = []
    tab.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss() })
    const download = tab.waitForEvent('download')
    await tab.goto(url).catch(() => undefined)
    expect((await download).suggestedFilename()).toBe('logo.svg')
    // And as an image on our own page (where an SVG never runs script either).
    await page.evaluate((src) => new Promise((done) => {
      const img = document.createElement('img')
      img.onload = img.onerror = () => done(null)
      img.src = src
      document.body.appendChild(img)
    }), url)
    await page.waitForTimeout(500)

    expect(dialogs).toEqual([])
    expect(await page.evaluate(() => localStorage.getItem('pwned'))).toBeNull()
    expect(await page.title()).not.toContain('PWNED')
    // The session cookie is not readable by any script of the origin.
    expect(await page.evaluate(() => document.cookie)).not.toContain('auth_token')

    // Even fetched as a document, the response forbids running anything and sniffing a type.
    const headers = await page.evaluate(async (u) => {
      const res = await fetch(u)
      return { csp: res.headers.get('content-security-policy'), nosniff: res.headers.get('x-content-type-options'), disposition: res.headers.get('content-disposition') }
    }, url)
    expect(headers.csp).toMatch(/^sandbox; default-src 'none'/)
    expect(headers.nosniff).toBe('nosniff')
    expect(headers.disposition).toMatch(/^attachment;/)
  })
})
