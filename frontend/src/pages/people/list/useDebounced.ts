import { useEffect, useState } from 'react'
import { SEARCH_DEBOUNCE_MS } from '@hr/shared'

/** The value once it has stopped changing for the spec's search debounce. */
export function useDebounced<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
