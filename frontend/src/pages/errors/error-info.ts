/**
 * Shell §8 page errors: the status comes from the error's status code or its response status,
 * defaulting to 500; the message is the error's own.
 */
export interface PageErrorInfo { status: number; message: string }

const asStatus = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n >= 400 && n <= 599 ? n : null
}

export function pageErrorInfo(error: unknown): PageErrorInfo {
  const e = (error && typeof error === 'object' ? error : {}) as {
    statusCode?: unknown; status?: unknown; response?: { status?: unknown }; message?: unknown
  }
  const status = asStatus(e.statusCode) ?? asStatus(e.status) ?? asStatus(e.response?.status) ?? 500
  const message = typeof e.message === 'string' && e.message
    ? e.message
    : typeof error === 'string' ? error : ''
  return { status, message }
}
