import { useEffect } from 'react'
import { useNotification } from '@refinedev/core'

/**
 * A success toast that survives the full reload that follows some saves (a created vendor
 * reloads the vendor portal, shell §4): stored for this tab, shown once by the next page.
 */
const KEY = 'shell.flash'

export function flashAfterReload(message: string) {
  try { sessionStorage.setItem(KEY, message) } catch { /* storage off: the toast is lost, the save is not */ }
}

export function useFlashToast() {
  const { open } = useNotification()
  useEffect(() => {
    let message: string | null = null
    try { message = sessionStorage.getItem(KEY); sessionStorage.removeItem(KEY) } catch { /* ignore */ }
    if (message) open?.({ type: 'success', message, key: KEY })
  }, [open])
}
