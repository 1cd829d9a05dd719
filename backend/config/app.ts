import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'
import { trustedProxies } from '#services/trusted_proxies'

export const appKey = new Secret(env.get('APP_KEY'))

export const http = defineConfig({
  // Made once per request, cheaply, by middleware/request_start_middleware.
  generateRequestId: false,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  trustProxy: trustedProxies(env.get('TRUSTED_PROXIES')),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '1y',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
