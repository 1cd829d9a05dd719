/**
 * Issue 20 §9: how long a new visitor waits, on a cold browser cache over loopback, from opening the
 * people list (sent to /login) to its first row, split into the login page (goto → form shown) and
 * the sign-in (click "Log in" → first row of /people/staff drawn). Median of RUNS fresh contexts.
 * The sign-in is timed inside the page, from the click event to the frame after the first row entered
 * the table: Playwright's own wait polls with a growing back-off (up to 500 ms between looks), which
 * would add its lag, not the visitor's, to the figure.
 * Starts its own server (scripts/e2e-server.mjs: scratch SQLite, demo seed, the built frontend);
 * BENCH_URL measures a server already running instead.
 * Usage: npm run build -w frontend && npm run bench:first-row   (FRONTEND_DIST=… for another build)
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { FULL_CHROMIUM } from './chromium.mjs'
import { FRONTEND, ROOT } from './lib.mjs'

const RUNS = Number(process.env.RUNS ?? 7)
const port = process.env.BENCH_PORT ?? '3390'
let server
let base = process.env.BENCH_URL

async function startServer() {
  base = `http://localhost:${port}`
  server = spawn('node', ['scripts/e2e-server.mjs'], {
    cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: port, E2E_OIDC_PORT: String(Number(port) + 1), E2E_DB: 'tmp/bench-first-row.sqlite3',
      E2E_MAIL: 'mail-bench-first-row', FRONTEND_DIST: process.env.FRONTEND_DIST ?? join(FRONTEND, 'dist') },
  })
  for (let i = 0; i < 600; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('the server did not start')
}

/**
 * In the page from its first script: when the "Log in" button is clicked, and the frame after the
 * first people-list row is in the table (a MutationObserver, then requestAnimationFrame: drawn).
 */
const FIRST_ROW_PROBE = () => {
  const mark = (window.__firstRow = { clickAt: 0, rowAt: 0 })
  document.addEventListener('click', (event) => {
    if (!mark.clickAt && event.target instanceof Element && event.target.closest('button[type="submit"]')) mark.clickAt = performance.now()
  }, true)
  new MutationObserver((_, observer) => {
    if (!mark.clickAt || !document.querySelector('.ant-table-tbody tr.ant-table-row')) return
    observer.disconnect()
    requestAnimationFrame(() => { mark.rowAt = performance.now() })
  }).observe(document, { childList: true, subtree: true })
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

if (!base) await startServer()
// The full browser, as a visitor runs it (the test suite's headless shell skips the desktop layer).
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const loginPage = []
const firstRow = []
try {
  // One warm-up visit so the server's own first-request costs (route compilation, caches) are not counted.
  for (let run = -1; run < RUNS; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.addInitScript(FIRST_ROW_PROBE)
    const trace = []
    if (process.env.TRACE) {
      page.on('request', (req) => trace.push([performance.now(), 'start', req.url().replace(base, '')]))
      page.on('requestfinished', (req) => trace.push([performance.now(), 'done ', req.url().replace(base, '')]))
    }
    const t0 = performance.now()
    await page.goto(`${base}/people/staff`)
    await page.getByLabel('Email').waitFor()
    const t1 = performance.now()
    await page.getByLabel('Email').fill('hr.admin@demo.test')
    await page.getByLabel('Password').fill('Demo@12345')
    const t2 = performance.now()
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 })
    const t3 = performance.now()
    const inPage = await page.evaluate(() => window.__firstRow)
    if (!inPage?.clickAt || !inPage?.rowAt) throw new Error('the page did not record the click and the first row')
    if (!page.url().endsWith('/people/staff')) throw new Error(`landed on ${page.url()}, not the people list`)
    if (run >= 0) {
      loginPage.push(t1 - t0)
      firstRow.push(inPage.rowAt - inPage.clickAt)
      console.log(`  run ${run + 1}: login page ${(t1 - t0).toFixed(0)} ms, sign-in to first row ${(inPage.rowAt - inPage.clickAt).toFixed(0)} ms`
        + ` (Playwright's wait saw it after ${(t3 - t2).toFixed(0)} ms)`)
      // TRACE=1: what finished when, after the click (to see which step holds the first row back).
      for (const [at, event, url] of trace) if (at >= t2) console.log(`    +${(at - t2).toFixed(0).padStart(5)} ms ${event} ${url}`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  server?.kill('SIGTERM')
}
console.log(`login page shown: median ${median(loginPage).toFixed(0)} ms; sign-in to first people-list row: median ${median(firstRow).toFixed(0)} ms (budget 1000 ms), ${RUNS} cold runs`)
