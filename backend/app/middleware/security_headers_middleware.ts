import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import env from '#start/env'

/**
 * Security headers on every response (SPA, assets, API, errors). Set before the handler runs, so a
 * handler with stricter needs (user files: a sandboxing CSP) overrides them.
 * The CSP allows only the app's own origin: scripts and the PDF worker come from our build,
 * antd's CSS-in-JS needs inline styles, pdf.js decodes images with WebAssembly and draws from
 * blob:/data: URLs. In production files may come from the S3 endpoint, which is then allowed to be
 * fetched (signed URLs), never to run.
 */
const fileOrigin = (() => {
  if (env.get('DRIVE_DISK') !== 's3') return ''
  try { return new URL(env.get('S3_ENDPOINT') ?? `https://${env.get('S3_BUCKET', 'hr-platform')}.s3.${env.get('S3_REGION', 'us-east-1')}.amazonaws.com`).origin } catch { return '' }
})()

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${fileOrigin}`.trim(),
  "font-src 'self' data:",
  `connect-src 'self' ${fileOrigin}`.trim(),
  "worker-src 'self' blob:",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export default class SecurityHeadersMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    response.header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
    response.header('X-Content-Type-Options', 'nosniff')
    response.header('X-Frame-Options', 'DENY')
    response.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    response.header('Cross-Origin-Opener-Policy', 'same-origin')
    // Only over TLS (X-Forwarded-Proto counts only from TRUSTED_PROXIES): a plain-HTTP dev server must stay reachable.
    if (request.secure()) response.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    return next()
  }
}
