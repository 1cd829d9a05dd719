import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'

export const appKey = new Secret(env.get('APP_KEY'))

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  // Proxies (docker-compose, load balancers) set X-Forwarded-*; trust them for the client IP used by rate limits.
  trustProxy: () => true,
  cookie: {
    domain: '',
    path: '/',
    maxAge: '1y',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
