import { useSyncExternalStore } from 'react'
import { theme } from 'antd'
import { LOADING_BAR } from '@hr/shared'
import { loadingBar } from './loading-bar'

/** Shell §9: a 3px bar in the primary colour along the top of the window. */
export function LoadingBar() {
  const state = useSyncExternalStore(loadingBar.subscribe, loadingBar.getState)
  const { token } = theme.useToken()
  if (!state.visible) return null
  return (
    <div
      data-testid="loading-bar"
      role="progressbar"
      aria-valuenow={Math.round(state.percent)}
      style={{
        position: 'fixed', top: 0, left: 0, zIndex: 2000, height: LOADING_BAR.heightPx,
        width: `${state.percent}%`, background: token.colorPrimary,
        transition: `width ${LOADING_BAR.tickMs}ms linear`, pointerEvents: 'none',
      }}
    />
  )
}
