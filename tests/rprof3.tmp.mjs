import { chromium } from '@playwright/test'
const base = process.argv[2]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const pages = ['/people/staff', '/time-off', '/people/staff/create', '/']
const sums = {}
for (let i = 0; i < 4; i++) {
  const context = await browser.newContext({ baseURL: base, reducedMotion: 'reduce' })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('Email').fill('hr.admin@demo.test')
  await page.getByLabel('Password').fill('Demo@12345')
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(/\/$/)
  await page.waitForLoadState('networkidle')
  for (const p of pages) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    const m0 = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]))
    const t0 = Date.now()
    await page.goto(p)
    await page.waitForLoadState('networkidle')
    const m = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]))
    await cdp.detach()
    if (i === 0) continue
    const s = (sums[p] ??= { wall: 0, task: 0, script: 0, style: 0, n: 0 })
    s.wall += Date.now() - t0; s.task += (m.TaskDuration - (m.TaskDuration < m0.TaskDuration ? 0 : m0.TaskDuration)) * 1000; s.script += m.ScriptDuration * 1000; s.style += m.RecalcStyleDuration * 1000; s.n++
  }
  const bad = await page.evaluate(() => document.querySelectorAll('style[data-css-hash]').length)
  if (i === 3) console.log('runtime-injected antd <style> tags on last page:', bad)
  await context.close()
}
for (const [p, s] of Object.entries(sums)) console.log(p.padEnd(22), 'wall', (s.wall / s.n).toFixed(0), 'task', (s.task / s.n).toFixed(0), 'script', (s.script / s.n).toFixed(0), 'style', (s.style / s.n).toFixed(0))
await browser.close()
