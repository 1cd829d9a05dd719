import type { HttpContext } from '@adonisjs/core/http'
import transmit from '@adonisjs/transmit/services/main'
import { ApiError } from '#exceptions/api_error'
import { requestLang, translate } from '#services/i18n'

/**
 * The server-sent events of issue 44 (@adonisjs/transmit) behind our own checks: the library's
 * controllers answer a missing or malformed uid or channel with a 500; here it is a 422 naming
 * the field. GET /api/__transmit/events?uid= opens a browser's stream; POST
 * /api/__transmit/subscribe|unsubscribe { uid, channel } (signed in) adds or removes a channel,
 * granted by start/transmit.ts.
 */
const UID = /^[\w-]{8,100}$/
const CHANNEL = /^[\w-]+(\/[\w-]+)*$/

function field(ctx: HttpContext, name: 'uid' | 'channel', pattern: RegExp) {
  const value = ctx.request.input(name)
  if (typeof value !== 'string' || value.length > 100 || !pattern.test(value)) {
    // Missing, or not one the browser's client makes (a random uid, a channel like jobs/12).
    const rule = value === undefined || value === null || value === '' ? 'required' : typeof value === 'string' ? 'exists' : 'string'
    throw ApiError.unprocessable('validation_failed', [{ field: name, rule, message: translate(requestLang(ctx), `validation.${rule}`, { field: name }) }])
  }
  return value
}

export default class ProgressStreamController {
  events(ctx: HttpContext) {
    const uid = field(ctx, 'uid', UID)
    const stream = transmit.createStream({
      uid, context: ctx, request: ctx.request.request, response: ctx.response.response, injectResponseHeaders: ctx.response.getHeaders(),
    })
    return ctx.response.stream(stream)
  }

  async subscribe(ctx: HttpContext) {
    const uid = field(ctx, 'uid', UID)
    const channel = field(ctx, 'channel', CHANNEL)
    if (!(await transmit.subscribe({ uid, channel, context: ctx }))) throw ApiError.forbidden('forbidden')
    return ctx.response.noContent()
  }

  async unsubscribe(ctx: HttpContext) {
    const uid = field(ctx, 'uid', UID)
    const channel = field(ctx, 'channel', CHANNEL)
    await transmit.unsubscribe({ uid, channel, context: ctx })
    return ctx.response.noContent()
  }
}
