import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearProfile, getProfile } from '../src/providers/profile'

/** A browser's cookie jar as page script sees it (document.cookie), and a fetch that records its calls. */
function browser(cookie: string, status = 200) {
  const jar = { cookie }
  vi.stubGlobal('document', jar)
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(status === 200 ? { id: 1, name: 'A' } : { message: 'Unauthorized' }), { status }))
  vi.stubGlobal('fetch', fetch)
  return { jar, fetch }
}

afterEach(() => {
  clearProfile()
  vi.unstubAllGlobals()
})

describe('the profile is asked for only when a session exists (issue 43 §9)', () => {
  it('signed out (no signed_in cookie): refused as 401 without a request', async () => {
    const { fetch } = browser('i18n_redirected=en')
    await expect(getProfile()).rejects.toMatchObject({ statusCode: 401 })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('signed in: GET /api/profile/me', async () => {
    const { fetch } = browser('i18n_redirected=en; signed_in=1')
    await expect(getProfile()).resolves.toMatchObject({ id: 1 })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/profile/me')
  })

  it('a session the API refuses stops being announced: the page deletes its signed_in cookie', async () => {
    const { jar, fetch } = browser('signed_in=1', 401)
    await expect(getProfile()).rejects.toMatchObject({ statusCode: 401 })
    expect(jar.cookie).toContain('signed_in=;')
    expect(jar.cookie).toContain('max-age=0')
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
