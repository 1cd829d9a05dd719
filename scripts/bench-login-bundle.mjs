/**
 * What the /login route downloads: the entry chunk, the login page chunk and everything they
 * import statically, from the Vite build manifest; raw and gzip sizes (gzip -9 as served by a CDN).
 * Usage: npm run build -w frontend && node scripts/bench-login-bundle.mjs
 */
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { FRONTEND } from './lib.mjs'

// FRONTEND_DIST measures another build, as the server would serve it.
const dist = process.env.FRONTEND_DIST ?? join(FRONTEND, 'dist')
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
const seen = new Set()
const walk = (key) => {
  if (seen.has(key)) return
  seen.add(key)
  for (const i of manifest[key].imports ?? []) walk(i)
}
walk(Object.keys(manifest).find((k) => manifest[k].isEntry))
// The login page is its own chunk when lazily loaded; in the entry's static graph otherwise.
const loginChunk = Object.keys(manifest).find((k) => k.endsWith('pages/login/LoginPage.tsx'))
if (loginChunk) walk(loginChunk)

let raw = 0
let gz = 0
for (const key of seen) {
  const bytes = readFileSync(join(dist, manifest[key].file))
  const zipped = gzipSync(bytes, { level: 9 }).length
  raw += bytes.length
  gz += zipped
  console.log(`  ${manifest[key].file.padEnd(44)} ${(bytes.length / 1024).toFixed(1).padStart(8)} KiB ${(zipped / 1024).toFixed(1).padStart(8)} KiB gzip`)
}
console.log(`login route JS: ${seen.size} files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gz / 1024).toFixed(1)} KiB gzip`)

// Issue 17: each language is fetched only when picked — its catalogue chunks (locales/<lang>/*.json)
// are never part of the login route, and this is what choosing one costs.
const byLanguage = new Map()
for (const [key, chunk] of Object.entries(manifest)) {
  const lang = /(?:^|\/)locales\/([^/]+)\/[^/]+\.json$/.exec(key)?.[1]
  if (!lang || lang === 'en') continue
  if (seen.has(key)) { console.error(`✖ ${key} is in the login route's JS`); process.exitCode = 1 }
  const zipped = gzipSync(readFileSync(join(dist, chunk.file)), { level: 9 }).length
  byLanguage.set(lang, (byLanguage.get(lang) ?? 0) + zipped)
}
if (byLanguage.size) {
  const sizes = [...byLanguage].sort(([a], [b]) => a.localeCompare(b)).map(([lang, bytes]) => `${lang} ${(bytes / 1024).toFixed(0)}`)
  console.log(`switching language fetches only that language's text (KiB gzip): ${sizes.join(', ')}`)
}
