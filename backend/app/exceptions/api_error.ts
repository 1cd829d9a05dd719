import { Exception } from '@adonisjs/core/exceptions'

/** A field's error; `row` numbers the line of an imported file (1 = the header). */
export interface FieldError { field: string; rule: string; message: string; row?: number }

/**
 * An error the API answers as `{ message, errors? }` with its status (never a 500 for bad input).
 * Messages are locale keys (locales/<lang>.json `messages.*`); the exception handler translates them.
 */
export class ApiError extends Exception {
  constructor(message: string, status: number, public errors?: FieldError[]) {
    super(message, { status })
  }

  static notFound(message = 'page_not_found') { return new ApiError(message, 404) }
  static forbidden(message: string) { return new ApiError(message, 403) }
  static unprocessable(message: string, errors?: FieldError[]) { return new ApiError(message, 422, errors) }
  static conflict(message: string, errors?: FieldError[]) { return new ApiError(message, 409, errors) }
}
