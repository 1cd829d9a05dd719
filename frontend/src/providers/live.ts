import type { LiveProvider } from '@refinedev/core'
import { API_URL } from './api-fetch'
import { SAME_ORIGIN_HEADERS } from './token'

/**
 * Refine's live provider over server-sent events (@adonisjs/transmit, issue 44): a screen that
 * follows a channel (a job's `jobs/<id>`) gets what the server pushes as it happens. The stream
 * opens with the first subscription and closes with the last, so pages following nothing hold no
 * connection; the client is loaded only then. Screens keep a slower poll for where a proxy
 * strips the stream.
 */
type Client = import('@adonisjs/transmit-client').Transmit
type Sub = { channel: string; stop: () => void }

let client: Promise<Client> | null = null
let open = 0

function transmit(): Promise<Client> {
  client ??= import('@adonisjs/transmit-client').then(({ Transmit }) => new Transmit({
    baseUrl: `${window.location.origin}${API_URL}`,
    // A change asked on the strength of the session cookie must say it comes from our page.
    beforeSubscribe: (request) => { for (const [k, v] of Object.entries(SAME_ORIGIN_HEADERS)) request.headers.set(k, v) },
    beforeUnsubscribe: (request) => { for (const [k, v] of Object.entries(SAME_ORIGIN_HEADERS)) request.headers.set(k, v) },
    maxReconnectAttempts: 5,
  }))
  return client
}

export const liveProvider: LiveProvider = {
  subscribe: ({ channel, callback }) => {
    open++
    let stopped = false
    let release: (() => void) | null = null
    void transmit().then(async (t) => {
      if (stopped) return
      const subscription = t.subscription(channel)
      const off = subscription.onMessage<Record<string, unknown>>((payload) => {
        callback({ channel, type: 'updated', payload: payload ?? {}, date: new Date() })
      })
      release = () => { off(); if (subscription.handlerCount === 0) void subscription.delete().catch(() => {}) }
      try {
        if (!subscription.isCreated) await subscription.create()
      } catch {
        // Not granted or unreachable: the screen's poll goes on.
      }
      if (stopped) release()
    }).catch(() => {})
    const sub: Sub = {
      channel,
      stop: () => {
        if (stopped) return
        stopped = true
        release?.()
        if (--open === 0 && client) {
          const closing = client
          client = null
          void closing.then((t) => t.close()).catch(() => {})
        }
      },
    }
    return sub
  },
  unsubscribe: (subscription: Sub) => subscription?.stop(),
}
