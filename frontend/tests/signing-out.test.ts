import { describe, expect, it, vi } from 'vitest'
import { httpClient } from '../src/providers/http'
import { stopApiCalls } from '../src/providers/api-fetch'

describe('signing out stops the app data calls (issue 43 §9: no 401 racing the logout)', () => {
  it('sends before, and nothing after stopApiCalls', async () => {
    const adapter = vi.fn(async (config: any) => ({ data: { ok: true }, status: 200, statusText: 'OK', headers: {}, config }))
    httpClient.defaults.adapter = adapter
    await expect(httpClient.get('/api/notifications')).resolves.toMatchObject({ status: 200 })
    expect(adapter).toHaveBeenCalledTimes(1)
    stopApiCalls()
    await expect(httpClient.get('/api/notifications')).rejects.toBeTruthy()
    expect(adapter).toHaveBeenCalledTimes(1)
  })
})
