import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLatestSearch } from '../src/components/latest-search'

describe('createLatestSearch (300 ms debounce, earlier request cancelled)', () => {
  beforeEach(() => { vi.useFakeTimers() })
  afterEach(() => { vi.useRealTimers() })

  it('sends one trimmed request 300 ms after the last keystroke', async () => {
    const fetcher = vi.fn(async (q: string) => [q])
    const onResult = vi.fn()
    const s = createLatestSearch(fetcher, onResult)
    s.search('E'); s.search('Em'); s.search(' Emma ')
    await vi.advanceTimersByTimeAsync(299)
    expect(fetcher).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(fetcher.mock.calls[0][0]).toBe('Emma')
    expect(onResult).toHaveBeenCalledWith(['Emma'], 'Emma')
  })

  it('aborts the earlier request and drops its late answer', async () => {
    const signals: AbortSignal[] = []
    let release!: (v: string) => void
    const fetcher = vi.fn((q: string, signal: AbortSignal) => {
      signals.push(signal)
      return q === 'old' ? new Promise<string>((r) => { release = r }) : Promise.resolve(q)
    })
    const onResult = vi.fn()
    const s = createLatestSearch(fetcher, onResult)
    s.search('old')
    await vi.advanceTimersByTimeAsync(300)
    s.search('new')
    expect(signals[0].aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(300)
    release('old')
    await Promise.resolve()
    expect(onResult).toHaveBeenCalledTimes(1)
    expect(onResult).toHaveBeenCalledWith('new', 'new')
  })

  it('reports a failure as null (the caller shows an empty list)', async () => {
    const onResult = vi.fn()
    createLatestSearch(() => Promise.reject(new Error('x')), onResult).search('a')
    await vi.advanceTimersByTimeAsync(300)
    expect(onResult).toHaveBeenCalledWith(null, 'a')
  })
})
