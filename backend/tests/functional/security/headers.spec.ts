import { test } from '@japa/runner'

// API, an error, SPA deep links, a static file of the build and an unknown path.
const PAGES = ['/api/health', '/api/profile/me', '/api/no-such-endpoint', '/login', '/people/staff', '/favicon.svg', '/no/such/page']

test.group('Security headers on every response', () => {
  test('CSP (own origin, no framing), nosniff, frame and referrer policies on API, SPA and errors', async ({ client, assert }) => {
    for (const path of PAGES) {
      const res = await client.get(path)
      const csp = String(res.header('content-security-policy') ?? '')
      assert.include(csp, "default-src 'self'", path)
      assert.include(csp, "script-src 'self'", path)
      assert.include(csp, "frame-ancestors 'none'", path)
      assert.include(csp, "object-src 'none'", path)
      assert.include(csp, "worker-src 'self' blob:", path)
      assert.notInclude(csp, "'unsafe-eval'", path)
      assert.equal(res.header('x-content-type-options'), 'nosniff', path)
      assert.equal(res.header('x-frame-options'), 'DENY', path)
      assert.equal(res.header('referrer-policy'), 'strict-origin-when-cross-origin', path)
      // Plain HTTP (no trusted proxy saying otherwise): no HSTS, or a dev server on http would lock itself out.
      assert.isUndefined(res.header('strict-transport-security'), path)
    }
  })

  test('a forged X-Forwarded-Proto from an untrusted client does not switch HSTS on', async ({ client, assert }) => {
    const res = await client.get('/api/health').header('x-forwarded-proto', 'https')
    assert.isUndefined(res.header('strict-transport-security'))
  })

  test('CORS is closed: a foreign origin gets no allow-origin, preflight or not', async ({ client, assert }) => {
    const preflight = await client.options('/api/auth/platform-login').header('origin', 'https://evil.example')
      .header('access-control-request-method', 'POST')
    assert.isUndefined(preflight.header('access-control-allow-origin'))
    const simple = await client.get('/api/health').header('origin', 'https://evil.example')
    assert.isUndefined(simple.header('access-control-allow-origin'))
    assert.isUndefined(simple.header('access-control-allow-credentials'))
  })
})
