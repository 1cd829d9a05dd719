import type { HttpError, ValidationErrors } from '@refinedev/core'

/** The API's error body (spec: `{ message, errors?: [{ field, rule, message }] }`). */
export interface ApiErrorBody {
  message?: string
  errors?: { field: string; rule?: string; message: string }[]
}

/**
 * An API error as Refine's HttpError. Field errors become `{ [field]: message }`, which Refine's
 * antd useForm puts under the matching Form.Item; several messages for one field stay a list.
 */
export function toHttpError(status: number | undefined, body: unknown, fallbackMessage: string): HttpError {
  const data = (body && typeof body === 'object' ? body : {}) as ApiErrorBody
  const error: HttpError = {
    statusCode: status ?? 0,
    message: typeof data.message === 'string' && data.message ? data.message : fallbackMessage,
  }
  const fieldErrors = fieldErrorsOf(data)
  if (fieldErrors) error.errors = fieldErrors
  return error
}

function fieldErrorsOf(data: ApiErrorBody): ValidationErrors | undefined {
  if (!Array.isArray(data.errors)) return undefined
  const out: Record<string, string | string[]> = {}
  for (const e of data.errors) {
    // An error without a field (e.g. a malformed body) has no form item to show under.
    if (!e?.field || !e.message) continue
    const prev = out[e.field]
    out[e.field] = prev === undefined ? e.message : [...(Array.isArray(prev) ? prev : [prev]), e.message]
  }
  return Object.keys(out).length ? out : undefined
}
