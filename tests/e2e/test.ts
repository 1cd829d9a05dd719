import { test as base } from '@playwright/test'
import { e2eServer } from './servers'

export * from '@playwright/test'

/** Playwright's test, aimed at this worker's own server (see servers.ts). */
export const test = base.extend({
  baseURL: async ({}, use, testInfo) => { await use(e2eServer(testInfo.parallelIndex).url) },
})
