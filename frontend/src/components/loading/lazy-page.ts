import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { trackLoading } from './loading-bar'
import { reloadForChunkError } from './chunk-reload'

/** A lazy page that can also be fetched ahead of its first render (routing/preload-route.ts). */
export type LazyPage<T extends ComponentType<any>> = LazyExoticComponent<T> & { preload: () => void }

/**
 * React.lazy with the shell's loading behaviour (§4): the loading bar runs while the chunk
 * downloads, and a failed chunk reloads the page (at most once per guard window). When the guard
 * refuses, the error reaches the route's error boundary.
 */
export function lazyPage<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>): LazyPage<T> {
  const page = lazy(() =>
    trackLoading(factory()).catch((error: unknown) => {
      if (reloadForChunkError(error)) return new Promise<never>(() => {})
      throw error
    }),
  )
  // The browser keeps one module per URL, so the later render reuses this download. A failed
  // preload is ignored: the render tries again and reports it through the guard above.
  return Object.assign(page, { preload: () => { factory().catch(() => undefined) } })
}
