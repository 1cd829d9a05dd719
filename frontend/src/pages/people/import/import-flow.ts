/** The visible steps of a CSV import (issue #5: visible progress). */
export type ImportStep = 'idle' | 'uploading' | 'validating' | 'checked' | 'writing' | 'done' | 'failed'

export interface RowError { row?: number; field: string; rule?: string; message: string }

/** Where each step sits on the progress bar, and which step of the Steps bar is current. */
export function progressOf(step: ImportStep, uploadPercent: number): { percent: number; current: number; status: 'normal' | 'active' | 'success' | 'exception' } {
  switch (step) {
    case 'idle': return { percent: 0, current: 0, status: 'normal' }
    // Sending the file is the first third of the work; the server's checks and the write follow.
    case 'uploading': return { percent: Math.round(Math.min(100, Math.max(0, uploadPercent)) / 3), current: 0, status: 'active' }
    case 'validating': return { percent: 50, current: 1, status: 'active' }
    case 'checked': return { percent: 66, current: 1, status: 'normal' }
    case 'writing': return { percent: 85, current: 2, status: 'active' }
    case 'done': return { percent: 100, current: 3, status: 'success' }
    case 'failed': return { percent: 100, current: 1, status: 'exception' }
  }
}

/** The error table rows: one per row and field, file-level errors (no row) first, then by row. */
export function errorRows(errors: RowError[] | undefined): (RowError & { key: string })[] {
  return (errors ?? [])
    .filter((e) => e && typeof e.message === 'string')
    .map((e, i) => ({ ...e, key: `${e.row ?? 0}:${e.field}:${i}` }))
    .sort((a, b) => (a.row ?? 0) - (b.row ?? 0))
}
