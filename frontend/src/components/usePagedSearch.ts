import { useEffect, useMemo, useRef, useState } from 'react'
import { API_URL, httpClient } from '../providers/http'
import { createLatestSearch } from './latest-search'

interface Page<T> { items: T[]; itemsTotal: number; nextPage?: number | null }
export interface Named { id: number; name: string; logo?: string | null; deleted_at?: string | null }

const PER_PAGE = 20

/**
 * A searchable, paged list of one API resource, as both switchers use it (shell §4, §7): the
 * first page loads at once, searches are debounced and cancel the earlier request, load-more
 * appends `nextPage`, and a saved id missing from the list is fetched on its own. Failures leave
 * an empty list (§8).
 */
export function usePagedSearch<T extends Named>(path: string, savedId: number | null, extraParams: Record<string, string> = {}) {
  const [items, setItems] = useState<T[]>([])
  const [saved, setSaved] = useState<T | null>(null)
  const [first, setFirst] = useState<T | null>(null)
  const [loading, setLoading] = useState(true)
  const [hasMore, setHasMore] = useState(false)
  const paging = useRef({ query: '', nextPage: null as number | null, busy: false })
  const params = JSON.stringify(extraParams)

  const fetchPage = useMemo(() => async (query: string, page: number, signal?: AbortSignal) => {
    const { data } = await httpClient.get<Page<T>>(`${API_URL}/${path}`, {
      params: { query_string: query, 'external[page]': page, 'external[per_page]': PER_PAGE, ...JSON.parse(params) },
      signal,
    })
    return data
  }, [path, params])

  const searcher = useMemo(
    () => createLatestSearch(
      (query, signal) => fetchPage(query, 1, signal),
      (page, query) => {
        paging.current = { query, nextPage: page?.nextPage ?? null, busy: false }
        setItems(page?.items ?? [])
        setHasMore(!!page?.nextPage)
        if (!query) setFirst((prev) => prev ?? page?.items[0] ?? null)
        setLoading(false)
      },
    ),
    [fetchPage],
  )

  useEffect(() => {
    searcher.search('')
    return searcher.cancel
  }, [searcher])

  useEffect(() => {
    if (savedId && saved?.id !== savedId && !items.some((i) => i.id === savedId)) {
      httpClient.get<T>(`${API_URL}/${path}/${savedId}`).then((r) => setSaved(r.data), () => undefined)
    }
  }, [path, savedId, items, saved])

  const search = (query: string) => {
    setLoading(true)
    searcher.search(query)
  }

  const loadMore = () => {
    const p = paging.current
    if (!p.nextPage || p.busy) return
    p.busy = true
    fetchPage(p.query, p.nextPage).then(
      (page) => {
        paging.current = { query: p.query, nextPage: page.nextPage ?? null, busy: false }
        setItems((prev) => [...prev, ...page.items])
        setHasMore(!!page.nextPage)
      },
      () => { p.busy = false },
    )
  }

  /** The saved record when known (from the list or fetched alone). */
  const savedRecord = savedId ? items.find((i) => i.id === savedId) ?? (saved?.id === savedId ? saved : null) : null
  return { items, loading, hasMore, search, loadMore, savedRecord, first }
}
