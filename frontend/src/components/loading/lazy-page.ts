import { createElement, lazy, useState, type ComponentProps, type ComponentType, type FunctionComponent } from 'react'
import { trackLoading } from './loading-bar'
import { reloadForChunkError } from './chunk-reload'

/** A lazy page that can also be fetched ahead of its first render (routing/preload-route.ts). */
export type LazyPage<T extends ComponentType<any>> = FunctionComponent<ComponentProps<T>> & { preload: () => Promise<void> }

/**
 * React.lazy with the shell's loading behaviour (§4): the loading bar runs while the chunk
 * downloads, and a failed chunk reloads the page (at most once per guard window). When the guard
 * refuses, the error reaches the route's error boundary.
 *
 * A page whose chunk is already here (preloaded, or seen before) renders straight away. React.lazy
 * would still suspend it once, and React 19 then holds the revealed content back until 300 ms after
 * the fallback appeared (its Suspense throttle): signing in paid that for the app, its layout and
 * the page, one after the other (issue 20 §9).
 */
export function lazyPage<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>): LazyPage<T> {
  let loaded: T | undefined
  const load = () => factory().then((module) => { loaded = module.default; return module })
  const Lazy = lazy(() =>
    trackLoading(load()).catch((error: unknown) => {
      if (reloadForChunkError(error)) return new Promise<never>(() => {})
      throw error
    }),
  )
  function Page(props: ComponentProps<T>) {
    // Chosen once per mount: swapping the lazy wrapper for the component later would remount the page.
    const [Ready] = useState(() => loaded)
    return Ready ? createElement(Ready, props) : createElement(Lazy, props)
  }
  // The browser keeps one module per URL, so the later render reuses this download. A failed
  // preload is ignored: the render tries again and reports it through the guard above.
  return Object.assign(Page, { preload: () => load().then(() => undefined, () => undefined) })
}
