import app from '@adonisjs/core/services/app'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { ApiError, type FieldError } from '#exceptions/api_error'
import { requestLang, translate } from '#services/i18n'

interface Shaped { status: number; message: string; errors?: FieldError[] }

/** Database errors that are the client's doing: constraint violations are conflicts, not crashes. */
function databaseError(error: any): Shaped | null {
  const code = String(error?.code ?? '')
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') return { status: 409, message: 'duplicate_record' }
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return { status: 409, message: 'record_in_use' }
  // The database's tenant wall refused a row (row-level security): the scoping above it missed one.
  if (code === '42501') return { status: 403, message: 'forbidden' }
  if (code === '22P02' || code === '22003' || code === '22007' || code === '22008') return { status: 422, message: 'validation_failed' }
  return null
}

const overflow = (e: any) => e instanceof RangeError && /call stack/i.test(e.message)
const tooDeep = (error: any) => overflow(error) || overflow(error?.cause) || (Number(error?.status) === 400 && /Maximum call stack size exceeded/.test(String(error?.message)))

/**
 * Every API error answers `{ message, errors? }` with its status. Bad input never becomes a 500;
 * a 500 carries the catalogue's contact-administrator text and is logged with its cause.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction

  private shape(error: any): Shaped {
    if (error instanceof ApiError) return { status: error.status, message: error.message, errors: error.errors }
    if (error instanceof vineErrors.E_VALIDATION_ERROR) {
      return { status: 422, message: 'validation_failed', errors: error.messages as FieldError[] }
    }
    switch (error?.code) {
      case 'E_UNAUTHORIZED_ACCESS': return { status: 401, message: 'unauthenticated' }
      case 'E_INVALID_CREDENTIALS': return { status: 401, message: 'incorrect_email_or_password' }
      case 'E_AUTHORIZATION_FAILURE': return { status: 403, message: 'forbidden' }
      case 'E_ROW_NOT_FOUND': return { status: 404, message: 'record_not_found' }
      case 'E_ROUTE_NOT_FOUND': return { status: 404, message: 'page_not_found' }
      case 'E_TOO_MANY_REQUESTS': return { status: 429, message: 'too_many_requests' }
    }
    // The body parser's refusals (malformed JSON, a bare string or number as the body).
    if ((error instanceof SyntaxError && Number((error as any).status) === 400) || String(error?.message).startsWith('Invalid JSON, only supports')) {
      return { status: 400, message: 'invalid_json', errors: [{ field: 'body', rule: 'json', message: 'invalid_json' }] }
    }
    // A body nested past the parser's recursion (its empty-string pass) overflows the stack: the
    // client's doing, told in our words rather than the engine's.
    if (tooDeep(error)) return { status: 400, message: 'json_too_deep', errors: [{ field: 'body', rule: 'json', message: 'json_too_deep' }] }
    const db = databaseError(error)
    if (db) return db
    const status = Number(error?.status)
    if (status >= 400 && status < 500) return { status, message: error.message }
    return { status: 500, message: 'error_occurred_contact_admin' }
  }

  async handle(error: unknown, ctx: HttpContext) {
    if (!ctx.request.url().startsWith('/api')) return super.handle(error, ctx)
    const shaped = this.shape(error)
    const lang = requestLang(ctx)
    const body: Record<string, unknown> = { message: translate(lang, shaped.message) }
    if (shaped.errors?.length) {
      body.errors = shaped.errors.map((e) => ({ ...(e.row ? { row: e.row } : {}), field: e.field, rule: e.rule, message: translate(lang, e.message) }))
    }
    // Throttling tells the client when to try again (Retry-After, X-RateLimit-*).
    if (shaped.status === 429 && typeof (error as any)?.getDefaultHeaders === 'function') {
      const headers = { ...(error as any).getDefaultHeaders(), ...((error as any).headers ?? {}) }
      for (const [k, v] of Object.entries(headers)) ctx.response.header(k, String(v))
    }
    return ctx.response.status(shaped.status).send(body)
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }
}
