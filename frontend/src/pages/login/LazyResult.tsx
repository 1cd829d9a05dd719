import { Suspense, type ComponentProps } from 'react'
import { lazyPage } from '../../components/loading/lazy-page'

const LazyResult = lazyPage(() => import('./AntdResult'))

/** antd's Result, fetched when first shown (AntdResult.tsx); nothing shows until it has loaded. */
export function Result(props: ComponentProps<typeof LazyResult>) {
  return (
    <Suspense fallback={null}>
      <LazyResult {...props} />
    </Suspense>
  )
}
