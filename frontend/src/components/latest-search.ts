import { SEARCH_DEBOUNCE_MS } from '@hr/shared'

/**
 * Shell §7: searches are debounced 300 ms and an earlier request is cancelled, so a slow answer to
 * an old query never overwrites the newer one. Failures are ignored (§8: an empty list is used).
 */
export function createLatestSearch<T>(
  fetcher: (query: string, signal: AbortSignal) => Promise<T>,
  onResult: (result: T | null, query: string) => void,
  delayMs = SEARCH_DEBOUNCE_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let controller: AbortController | undefined

  const cancel = () => {
    clearTimeout(timer)
    controller?.abort()
  }

  const search = (rawQuery: string) => {
    cancel()
    const query = rawQuery.trim()
    timer = setTimeout(() => {
      const own = new AbortController()
      controller = own
      fetcher(query, own.signal).then(
        (result) => { if (!own.signal.aborted) onResult(result, query) },
        () => { if (!own.signal.aborted) onResult(null, query) },
      )
    }, delayMs)
  }

  return { search, cancel }
}
