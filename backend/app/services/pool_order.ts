import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The pool serves waiting requests oldest first, not first come first served.
 *
 * tarn (knex's pool) hands a free connection to whichever acquire has waited longest. A request
 * that takes the pool more than once (a sign-in: the user, the customer's 2FA rule, then the token
 * and profile; any request whose kept token expired: the token, the facts, then its transaction)
 * queues behind every request that arrived since its first take, once per take: under bench:load
 * sign-ins had three times the others' p50, and being 2 % of the mix, set its p99. Ordered by the
 * request's arrival, a take made later in an old request goes before the first take of a newer one,
 * so every request waits for the pool about as long as one take. Work outside a request (a queued
 * job) counts as arriving when it asks.
 */
const arrivals = new AsyncLocalStorage<number>()

/** Runs a request with its arrival time (performance.now() when it arrives), which orders its takes from the pool. */
export function arriving<T>(next: () => T, at = performance.now()): T {
  return arrivals.run(at, next)
}

/** The running request's arrival (undefined outside a request). */
export const currentArrival = () => arrivals.getStore()

interface Waiting { arrival?: number }

/** tarn's queue of waiting acquires, kept in arrival order: tarn pushes, then shifts the front. */
export class ByArrival<T extends Waiting> extends Array<T> {
  // slice/map/filter give plain arrays (tarn copies the queue when a connection fails to open).
  static get [Symbol.species]() { return Array }

  push(...waiting: T[]): number {
    for (const w of waiting) {
      const arrival = arrivals.getStore() ?? performance.now()
      w.arrival = arrival
      // From the back: most takes are a new request's first, which belongs there.
      let at = this.length
      while (at > 0 && (this[at - 1].arrival ?? 0) > arrival) at--
      this.splice(at, 0, w)
    }
    return this.length
  }
}
