import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))

/**
 * Makes sure the repository-root .env exists and has an APP_KEY. The key is generated on first
 * start and never committed (.env is git-ignored); .env.example documents every setting.
 */
export function ensureEnv() {
  const envPath = join(ROOT, '.env')
  if (!existsSync(envPath)) copyFileSync(join(ROOT, '.env.example'), envPath)
  let text = readFileSync(envPath, 'utf8')
  if (!/^APP_KEY=\S+/m.test(text)) {
    const key = randomBytes(32).toString('base64url')
    text = /^APP_KEY=.*$/m.test(text) ? text.replace(/^APP_KEY=.*$/m, `APP_KEY=${key}`) : `${text.trimEnd()}\nAPP_KEY=${key}\n`
    writeFileSync(envPath, text)
    console.log('Generated APP_KEY in .env')
  }
}
