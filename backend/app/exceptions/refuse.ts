import { ApiError, type FieldError } from '#exceptions/api_error'
import { localizeParams } from '@hr/shared'
import { translate } from '#services/i18n'

/** A 422 naming the field, with the message of `messages.<key>` in the caller's language (its dates and day counts too). */
export const refuse = (lang: string, key: string, field: string, rule: string, params: Record<string, unknown> = {}): never => {
  const error: FieldError = { field, rule, message: translate(lang, `messages.${key}`, localizeParams(params, lang)) }
  throw ApiError.unprocessable(error.message, [error])
}
