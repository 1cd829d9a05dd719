import { cpus } from 'node:os'

/**
 * One app server per Playwright worker, each on its own scratch SQLite database, mail folder and
 * OpenID provider, so spec files run side by side without seeing each other's writes. Worker i
 * (its parallelIndex, stable across a worker's restarts) talks to server i.
 */
// Each worker drives a browser and its own server. With a trace recorded for every test, a second
// worker on two cores starved both (pdf.js pages and chunk loads missed their timeouts); since CI
// records traces only on a retry (playwright.config.ts), one worker per core fits.
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.min(cpus().length, 3)))

const basePort = Number(process.env.E2E_PORT ?? 3334)
const oidcBasePort = Number(process.env.E2E_OIDC_PORT ?? basePort + 1)

export function e2eServer(index: number) {
  const port = basePort + 2 * index
  return {
    url: `http://localhost:${port}`,
    env: {
      E2E_PORT: String(port),
      E2E_OIDC_PORT: String(oidcBasePort + 2 * index),
      E2E_DB: `${(process.env.E2E_DB ?? 'tmp/e2e.sqlite3').replace(/\.sqlite3$/, '')}-${index}.sqlite3`,
      E2E_MAIL: mailFolderName(index),
    },
  }
}

function mailFolderName(index: number) {
  return `${process.env.E2E_MAIL ?? 'mail-e2e'}-${index}`
}

/** The server of the worker this code runs in (Playwright names the worker's slot in TEST_PARALLEL_INDEX). */
export const workerServer = () => e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0))
