import { lazy, type ComponentType } from 'react'
import { trackLoading } from './loading-bar'
import { reloadForChunkError } from './chunk-reload'

/**
 * React.lazy with the shell's loading behaviour (§4): the loading bar runs while the chunk
 * downloads, and a failed chunk reloads the page (at most once per guard window). When the guard
 * refuses, the error reaches the route's error boundary.
 */
export function lazyPage<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>) {
  return lazy(() =>
    trackLoading(factory()).catch((error: unknown) => {
      if (reloadForChunkError(error)) return new Promise<never>(() => {})
      throw error
    }),
  )
}
