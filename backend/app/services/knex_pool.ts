import { createRequire } from 'node:module'
import { ByArrival } from '#services/pool_order'

/**
 * What the app changes in every knex pool (tarn) it creates, set up once before the first:
 * - its waiting acquires are served oldest request first (services/pool_order);
 * - once destroyed, it starts no reaper again. tarn's destroy() stops the reaper, then waits for
 *   the acquires being validated; one that completes after that starts the reaper again
 *   (Pool._startReaping, a 1 s setInterval), which nothing stops, so the process never exits
 *   (seen once, in a server stopped with SIGTERM right after a load run; the other cause of such
 *   hangs, requests still running, is middleware/request_start_middleware's).
 */
interface TarnPool { pendingAcquires?: unknown[]; destroyed?: boolean; _startReaping?: () => void }

const require = createRequire(import.meta.url)
const Client = require('knex/lib/client.js') as { prototype: { initializePool(config?: unknown): void } }
const initializePool = Client.prototype.initializePool

export function adjustKnexPools() {
  Client.prototype.initializePool = function (this: { pool?: TarnPool }, config?: unknown) {
    initializePool.call(this, config)
    const pool = this.pool
    if (!pool) return
    if (Array.isArray(pool.pendingAcquires) && pool.pendingAcquires.length === 0) pool.pendingAcquires = new ByArrival()
    const startReaping = pool._startReaping
    if (typeof startReaping === 'function') {
      pool._startReaping = function (this: TarnPool) {
        if (!this.destroyed) startReaping.call(this)
      }
    }
  }
}
