import { defineConfig } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3334'
const baseURL = `http://localhost:${port}`

/** Browser end-to-end suite: Debian's Chromium against the real app on a scratch SQLite database. */
export default defineConfig({
  testDir: './e2e',
  outputDir: './artifacts/playwright',
  fullyParallel: false,
  workers: 1,
  // CI's two shared cores make timing races in the browser more likely; a test that passes only on
  // its retry still counts, and npm test names it under "Flaky tests" so it gets fixed.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
})
