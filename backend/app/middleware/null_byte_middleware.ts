import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ApiError } from '#exceptions/api_error'

/** Where a value (or a key) holds U+0000, as dotted paths; at most a handful are named. */
function nullBytePaths(value: unknown, path: string, found: string[]) {
  if (found.length >= 10) return
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path || 'body')
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => nullBytePaths(v, path ? `${path}.${i}` : String(i), found))
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const key = k.replace(/\u0000/g, '')
      if (key !== k) found.push(path ? `${path}.${key}` : key)
      nullBytePaths(v, path ? `${path}.${key}` : key, found)
    }
  }
}

/**
 * PostgreSQL cannot store U+0000 in text, and no field of ours means to hold one: a request that
 * carries it, in its body or query, is refused once here with 422 naming the field, rather than
 * failing as a database error deep in a write (or being stored on SQLite and lost on PostgreSQL).
 */
export default class NullByteMiddleware {
  async handle({ request }: HttpContext, next: NextFn) {
    if (request.url().startsWith('/api')) {
      const found: string[] = []
      nullBytePaths(request.all(), '', found)
      if (found.length) {
        throw ApiError.unprocessable('validation_failed', found.map((field) => ({ field, rule: 'nullByte', message: 'validation.nullByte' })))
      }
    }
    return next()
  }
}
