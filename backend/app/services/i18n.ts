import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { FALLBACK_LANGUAGE, mergeLocaleFragments } from '@hr/shared'

/**
 * API messages come from the same locales/ files as the UI text, so a message reads the same in
 * a toast and in an API client. Keys are looked up under `messages.` first, then as full paths.
 */
type Tree = { [k: string]: string | Tree }

function localesDir(): string {
  const candidates = [app.makePath('../locales'), app.makePath('../../locales')]
  const found = candidates.find((d) => existsSync(join(d, FALLBACK_LANGUAGE)))
  if (!found) throw new Error(`locales/ not found (looked in ${candidates.join(', ')})`)
  return found
}

let catalogues: Map<string, Tree> | undefined
function load(): Map<string, Tree> {
  if (!catalogues) {
    const dir = localesDir()
    // locales/<lang>/<area>.json: one folder per language, fragments merged.
    catalogues = new Map(
      readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => [
          d.name,
          mergeLocaleFragments(
            readdirSync(join(dir, d.name))
              .filter((f) => f.endsWith('.json'))
              .map((f) => [f, JSON.parse(readFileSync(join(dir, d.name, f), 'utf8')) as Tree]),
          ) as Tree,
        ]),
    )
  }
  return catalogues
}

function lookup(tree: Tree | undefined, path: string): string | undefined {
  let node: string | Tree | undefined = tree
  for (const part of path.split('.')) {
    if (!node || typeof node === 'string') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

export function translate(lang: string, key: string, params: Record<string, unknown> = {}): string {
  const all = load()
  const langs = [lang.toLowerCase(), FALLBACK_LANGUAGE]
  let text: string | undefined
  for (const l of langs) {
    text = lookup(all.get(l), `messages.${key}`) ?? lookup(all.get(l), key)
    if (text) break
  }
  // Unknown keys pass through, so a plain sentence can be used where no key exists yet.
  // Placeholders without a value stay, so validation messages keep {{ field }} for VineJS to fill.
  return (text ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, p: string) => (p in params ? String(params[p]) : whole))
}

/**
 * The request's language: the user's saved choice, else the best of Accept-Language (with its
 * q-weights, 'zh-TW' before 'zh') among the languages locales/ has, else English. English is
 * offered first so a wildcard (`*`, which Node's fetch sends) picks it: the negotiation takes the
 * first offered language among equals, and the folders' order would make that Arabic.
 */
export function requestLang(ctx: HttpContext): string {
  const user = ctx.auth?.user as { lang?: string } | undefined
  if (user?.lang && load().has(user.lang.toLowerCase())) return user.lang.toLowerCase()
  if (!ctx.request.header('accept-language')) return FALLBACK_LANGUAGE
  return ctx.request.language(offered())?.toLowerCase() ?? FALLBACK_LANGUAGE
}

let offeredLanguages: string[] | undefined
const offered = () => (offeredLanguages ??= [FALLBACK_LANGUAGE, ...[...load().keys()].filter((l) => l !== FALLBACK_LANGUAGE)])
