import { test as base } from '@playwright/test'
import { e2eServer } from './servers'

export * from '@playwright/test'

/**
 * Playwright's API client keeps an idle connection with no time limit (Node's http.Agent ignores the
 * server's `Keep-Alive: timeout=5` hint when the agent sets no timeout of its own), while the app's
 * Node server drops a connection idle for about 5 s. A call sent just as the server drops it fails
 * with `read ECONNRESET` (once in CI, superadmin-account's regional holiday test, its API call after
 * some seconds of browser steps). `Connection: close` gives every API call a connection of its own:
 * none is ever reused, so none can be dropped under it. On loopback that costs nothing measurable.
 */
const FRESH_CONNECTION = { Connection: 'close' } as const

/** Playwright's test, aimed at this worker's own server (see servers.ts). */
export const test = base.extend({
  baseURL: async ({}, use, testInfo) => { await use(e2eServer(testInfo.parallelIndex).url) },
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: FRESH_CONNECTION })
    await use(request)
    await request.dispose()
  },
})
