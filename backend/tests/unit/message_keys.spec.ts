import { test } from '@japa/runner'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import { mergeLocaleFragments, type LocaleTree } from '@hr/shared'

/**
 * Every message the API answers with is a locale key (the exception handler translates it): a key
 * the code uses but locales/en lacks would reach the user as a raw key. Scans the API's source for
 * the ways an error message is written.
 */
const PATTERNS = [
  /ApiError\.(?:notFound|forbidden|unprocessable|conflict)\(\s*'([^']+)'/g,
  /new ApiError\(\s*'([^']+)'/g,
  /rule: '[^']+', message: '([^']+)'/g,
  /field\.report\('([^']+)'/g,
]

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f)
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : []
  })
}

test.group('API message keys', () => {
  test('every message key the API code uses has its English text', ({ assert }) => {
    const dir = app.makePath('../locales/en')
    const en = mergeLocaleFragments(readdirSync(dir).filter((f) => f.endsWith('.json'))
      .map((f) => [f, JSON.parse(readFileSync(join(dir, f), 'utf8')) as LocaleTree]))
    const has = (key: string) => key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), en) !== undefined
    const used = new Map<string, string>()
    for (const file of sources(app.makePath('app'))) {
      const text = readFileSync(file, 'utf8')
      for (const re of PATTERNS) {
        for (const m of text.matchAll(re)) used.set(m[1].includes('.') ? m[1] : `messages.${m[1]}`, file.slice(app.makePath().length + 1))
      }
    }
    assert.isAbove(used.size, 40)
    assert.deepEqual([...used].filter(([key]) => !has(key)).map(([key, file]) => `${key} (${file})`), [])
  })
})
