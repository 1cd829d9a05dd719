import { LOADING_BAR } from '@hr/shared'

/**
 * Shell §4/§9 loading bar as a small timer-driven store: a load shows the bar only if it lasts
 * longer than the throttle; the bar then fills over `durationMs` (ticking every `tickMs`, never
 * reaching 100 on its own), jumps to 100 when the last load finishes and hides `hideDelayMs` later.
 */
export interface LoadingBarState { visible: boolean; percent: number }
type Timing = { durationMs: number; throttleMs: number; hideDelayMs: number; tickMs: number }

const MAX_RUNNING = 95

export function createLoadingBar(timing: Timing = LOADING_BAR) {
  let state: LoadingBarState = { visible: false, percent: 0 }
  let active = 0
  let startedAt = 0
  let throttle: ReturnType<typeof setTimeout> | null = null
  let tick: ReturnType<typeof setInterval> | null = null
  let hide: ReturnType<typeof setTimeout> | null = null
  const listeners = new Set<() => void>()

  const set = (next: LoadingBarState) => {
    state = next
    listeners.forEach((l) => l())
  }
  const clear = () => {
    if (throttle) clearTimeout(throttle)
    if (tick) clearInterval(tick)
    throttle = null
    tick = null
  }

  const show = () => {
    throttle = null
    startedAt = Date.now()
    set({ visible: true, percent: 0 })
    tick = setInterval(() => {
      const elapsed = Date.now() - startedAt
      set({ visible: true, percent: Math.min(MAX_RUNNING, (elapsed / timing.durationMs) * 100) })
    }, timing.tickMs)
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => { listeners.delete(listener) }
    },
    start() {
      active += 1
      if (active > 1) return
      if (hide) { clearTimeout(hide); hide = null }
      if (state.visible) { startedAt = Date.now(); clear(); show(); return }
      throttle = setTimeout(show, timing.throttleMs)
    },
    finish() {
      if (active === 0) return
      active -= 1
      if (active > 0) return
      const wasShown = state.visible
      clear()
      if (!wasShown) return
      set({ visible: true, percent: 100 })
      hide = setTimeout(() => { hide = null; set({ visible: false, percent: 0 }) }, timing.hideDelayMs)
    },
  }
}

export type LoadingBar = ReturnType<typeof createLoadingBar>

/** The app's one bar. */
export const loadingBar = createLoadingBar()

/** Wraps a promise so the bar runs while it is pending. */
export function trackLoading<T>(promise: Promise<T>, bar: LoadingBar = loadingBar): Promise<T> {
  bar.start()
  return promise.finally(() => bar.finish())
}
