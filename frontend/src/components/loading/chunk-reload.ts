import { CHUNK_RELOAD_GUARD_MS } from '@hr/shared'

/**
 * Shell §4: a script chunk that fails to load (typically a deploy replaced it) reloads the page,
 * at most once per CHUNK_RELOAD_GUARD_MS, remembered in sessionStorage so a reload loop is impossible.
 */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at'

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk .* failed/i.test(text)
}

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>

/** True (and records now) when a reload is allowed; false within the guard window. */
export function claimChunkReload(storage: KeyValue, now: number = Date.now(), guardMs: number = CHUNK_RELOAD_GUARD_MS): boolean {
  let last = NaN
  try { last = Number(storage.getItem(CHUNK_RELOAD_KEY)) } catch { /* storage disabled */ }
  if (Number.isFinite(last) && last > 0 && now - last < guardMs) return false
  try { storage.setItem(CHUNK_RELOAD_KEY, String(now)) } catch { return false }
  return true
}

/** Reloads for a chunk failure when the guard allows; returns whether it did. */
export function reloadForChunkError(error: unknown, win: Window = window): boolean {
  if (!isChunkLoadError(error) || !claimChunkReload(win.sessionStorage)) return false
  win.location.reload()
  return true
}
