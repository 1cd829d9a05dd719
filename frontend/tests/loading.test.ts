import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS, LOADING_BAR } from '@hr/shared'
import { createLoadingBar, trackLoading } from '../src/components/loading/loading-bar'
import { CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError, reloadForChunkError } from '../src/components/loading/chunk-reload'
import { pageErrorInfo } from '../src/pages/errors/error-info'

describe('loading bar (shell §4/§9)', () => {
  beforeEach(() => { vi.useFakeTimers() })
  afterEach(() => { vi.useRealTimers() })

  it('uses the shared constants: 5000 ms, 200 ms throttle, 500 ms hide delay, 100 ms tick, 3px', () => {
    expect(LOADING_BAR).toEqual({ durationMs: 5000, throttleMs: 200, hideDelayMs: 500, tickMs: 100, heightPx: 3 })
  })

  it('a load shorter than the 200 ms throttle never shows the bar', () => {
    const bar = createLoadingBar()
    const seen: boolean[] = []
    bar.subscribe(() => seen.push(bar.getState().visible))
    bar.start()
    vi.advanceTimersByTime(199)
    bar.finish()
    vi.advanceTimersByTime(10_000)
    expect(seen).toEqual([])
    expect(bar.getState()).toEqual({ visible: false, percent: 0 })
  })

  it('shows after the throttle, ticks every 100 ms over 5000 ms without completing on its own', () => {
    const bar = createLoadingBar()
    bar.start()
    vi.advanceTimersByTime(200)
    expect(bar.getState()).toEqual({ visible: true, percent: 0 })
    vi.advanceTimersByTime(100)
    expect(bar.getState().percent).toBeCloseTo(2) // 100 / 5000
    vi.advanceTimersByTime(2400)
    expect(bar.getState().percent).toBeCloseTo(50)
    vi.advanceTimersByTime(10_000)
    expect(bar.getState()).toEqual({ visible: true, percent: 95 })
  })

  it('jumps to 100 when the load finishes and hides 500 ms later', () => {
    const bar = createLoadingBar()
    bar.start()
    vi.advanceTimersByTime(1000)
    bar.finish()
    expect(bar.getState()).toEqual({ visible: true, percent: 100 })
    vi.advanceTimersByTime(499)
    expect(bar.getState().visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(bar.getState()).toEqual({ visible: false, percent: 0 })
  })

  it('overlapping loads keep one bar until the last one finishes; a new load cancels the hide', () => {
    const bar = createLoadingBar()
    bar.start()
    bar.start()
    vi.advanceTimersByTime(300)
    bar.finish()
    expect(bar.getState().percent).toBeLessThan(100)
    bar.finish()
    expect(bar.getState().percent).toBe(100)
    bar.start()
    vi.advanceTimersByTime(1000)
    expect(bar.getState().visible).toBe(true)
    expect(bar.getState().percent).toBeLessThan(100)
    bar.finish()
    bar.finish() // an extra finish is ignored
    vi.advanceTimersByTime(500)
    expect(bar.getState().visible).toBe(false)
  })

  it('trackLoading runs the bar while a promise is pending, also when it rejects', async () => {
    const bar = createLoadingBar()
    let reject!: (e: Error) => void
    const tracked = trackLoading(new Promise((_, r) => { reject = r }), bar)
    vi.advanceTimersByTime(250)
    expect(bar.getState().visible).toBe(true)
    reject(new Error('boom'))
    await expect(tracked).rejects.toThrow('boom')
    expect(bar.getState().percent).toBe(100)
  })
})

describe('chunk-reload guard (shell §4, 60 s)', () => {
  const memory = () => {
    const data = new Map<string, string>()
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => { data.set(k, v) }, data }
  }

  it('recognises dynamic-import failures of the browsers, not other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/A.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })

  it('allows one reload, then refuses for 60 s, then allows again', () => {
    const storage = memory()
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000)
    expect(claimChunkReload(storage, 1_000_000)).toBe(true)
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000')
    expect(claimChunkReload(storage, 1_000_000 + 59_999)).toBe(false)
    expect(claimChunkReload(storage, 1_000_000 + 60_000)).toBe(true)
    expect(claimChunkReload(storage, 1_000_000 + 60_001)).toBe(false)
  })

  it('a garbage timestamp does not block the reload', () => {
    const storage = memory()
    storage.setItem(CHUNK_RELOAD_KEY, 'nonsense')
    expect(claimChunkReload(storage, 5)).toBe(true)
  })

  it('reloadForChunkError reloads only for chunk errors and only once per window', () => {
    const storage = memory()
    const reload = vi.fn()
    const win = { sessionStorage: storage, location: { reload } } as unknown as Window
    expect(reloadForChunkError(new Error('plain bug'), win)).toBe(false)
    const chunk = new TypeError('Failed to fetch dynamically imported module: /assets/X.js')
    expect(reloadForChunkError(chunk, win)).toBe(true)
    expect(reloadForChunkError(chunk, win)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })
})

describe('page error info (shell §8)', () => {
  it('takes the status from statusCode, status or response.status, default 500, plus the message', () => {
    expect(pageErrorInfo(Object.assign(new Error('Gone'), { statusCode: 410 }))).toEqual({ status: 410, message: 'Gone' })
    expect(pageErrorInfo({ status: 403, message: 'No' })).toEqual({ status: 403, message: 'No' })
    expect(pageErrorInfo({ response: { status: 502 }, message: 'Bad gateway' })).toEqual({ status: 502, message: 'Bad gateway' })
    expect(pageErrorInfo(new Error('Unknown middleware foo'))).toEqual({ status: 500, message: 'Unknown middleware foo' })
    expect(pageErrorInfo({ status: 'weird', statusCode: 42 })).toEqual({ status: 500, message: '' })
    expect(pageErrorInfo('text')).toEqual({ status: 500, message: 'text' })
    expect(pageErrorInfo(null)).toEqual({ status: 500, message: '' })
  })
})
