import { randomUUID } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { arriving } from '#services/pool_order'

/**
 * Where every request starts, and where a stopping server waits for the ones still running.
 * - The id its log lines carry and its answer echoes (X-Request-Id): a proxy's own, else a random
 *   UUID. Adonis's generator (config/app.ts generateRequestId) makes a cuid2, a SHA-3 hash per
 *   request: 15 µs each, about 3 % of a kept-token profile read's CPU under load.
 * - When it arrived: the pool serves the oldest waiting request first (services/pool_order).
 * - Until it has finished, a SIGTERM does not close the database under it. Adonis closes the
 *   database once the HTTP server's connections are closed, and a request whose client has gone
 *   (a load balancer's timeout, a closed tab) is still running then: its next query opened the
 *   database again, and that new pool kept the stopped process alive for good.
 */
export const DRAIN_MS = 8000

let running = 0
const whenIdle = new Set<() => void>()

export default class RequestStartMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const headers = ctx.request.request.headers
    if (!headers['x-request-id']) {
      headers['x-request-id'] = randomUUID()
      ctx.logger = ctx.logger.child({ request_id: headers['x-request-id'] })
    }
    running++
    try {
      return await arriving(next)
    } finally {
      if (--running === 0) for (const idle of [...whenIdle]) idle()
    }
  }
}

/** Resolves once no request is running, or after `ms`. */
export function requestsFinished(ms = DRAIN_MS): Promise<void> {
  if (running === 0) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => { clearTimeout(timer); whenIdle.delete(done); resolve() }
    const timer = setTimeout(done, ms)
    whenIdle.add(done)
  })
}

/** Requests being served now (tests). */
export const requestsRunning = () => running

// Terminating hooks run before the providers shut down, the database among them.
app.terminating(() => requestsFinished())
