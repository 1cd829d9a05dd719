import { defineConfig } from '@playwright/test'

import { WORKERS, e2eServer } from './e2e/servers'
import { chromiumPath } from '../scripts/chromium.mjs'

const servers = Array.from({ length: WORKERS }, (_, i) => e2eServer(i))

/** Browser end-to-end suite: Debian's Chromium against the real app on a scratch SQLite database. */
export default defineConfig({
  testDir: './e2e',
  outputDir: './artifacts/playwright',
  // Files run side by side, each worker against its own server and database (e2e/servers.ts);
  // the tests inside one file still run in order, as they build on each other.
  fullyParallel: false,
  workers: WORKERS,
  // CI's two shared cores make timing races in the browser more likely; a test that passes only on
  // its retry still counts, and npm test names it under "Flaky tests" so it gets fixed.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    // Recording a trace costs about a quarter of the suite's time on two cores: in CI (one retry) only a
    // failed test's retry records one; a local run (no retry) keeps the trace of a test that failed.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The browser asks for reduced motion, as some users' systems do, and the app then animates nothing
    // (Root.tsx): a click no longer lands while a dropdown, picker or modal is still moving in or out.
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's chromium-headless-shell when installed, else its chromium (scripts/chromium.mjs).
      executablePath: chromiumPath(),
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: servers.map((server) => ({
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    env: server.env,
    url: `${server.url}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
  })),
})
