import { defineConfig } from '@adonisjs/transmit'
import { redis } from '@adonisjs/transmit/transports'
import env from '#start/env'

/**
 * Server-sent events (issue 44): a job's progress pushed to the screens following it. With Redis
 * (QUEUE_DRIVER=redis, where workers and several server processes run) a broadcast travels through
 * Redis to whichever process holds the browser's stream; the embedded default is one process.
 * Screens poll as well, slower, for where a proxy strips the stream.
 */
const url = new URL(env.get('REDIS_URL') ?? 'redis://127.0.0.1:6379')

export default defineConfig({
  pingInterval: '30s',
  transport: env.get('QUEUE_DRIVER') === 'redis'
    ? {
        driver: redis({
          host: url.hostname, port: Number(url.port || 6379),
          ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
          ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
          ...(url.pathname.length > 1 ? { db: Number(url.pathname.slice(1)) } : {}),
        }),
      }
    : null,
})
