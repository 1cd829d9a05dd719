#!/usr/bin/env node
/**
 * Writes shared/src/catalogue/generated.ts from the files in shared/src/catalogue/resources/: every
 * resource file is in the catalogue without a hand edit. The shared build and `node ace
 * make:resource` run it; `--check` fails (exit 1) when the file is stale, for CI.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const CATALOGUE = join(dirname(fileURLToPath(import.meta.url)), '../src/catalogue')
const TARGET = join(CATALOGUE, 'generated.ts')

/** The resource modules, by file name (sorted, so the output does not depend on the file system). */
export function resourceFiles(dir = join(CATALOGUE, 'resources')) {
  return readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')).map((f) => f.slice(0, -3)).sort()
}

export function indexSource(files) {
  const ident = (f) => `m_${f.replace(/[^A-Za-z0-9]/g, '_')}`
  return [
    '// Generated from the files in resources/ by shared/scripts/catalogue-index.mjs (run by the shared build',
    '// and by `node ace make:resource`): do not edit. A resource file is in the catalogue by being there.',
    ...files.map((f) => `import * as ${ident(f)} from './resources/${f}.js'`),
    '',
    ...files.map((f) => `export * from './resources/${f}.js'`),
    '',
    '/** Every resource module; the catalogue takes the resource declarations each exports. */',
    `export const resourceModules: readonly Record<string, unknown>[] = [${files.map(ident).join(', ')}]`,
    '',
  ].join('\n')
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const source = indexSource(resourceFiles())
  const current = (() => { try { return readFileSync(TARGET, 'utf8') } catch { return '' } })()
  if (process.argv.includes('--check')) {
    if (current !== source) {
      console.error('shared/src/catalogue/generated.ts is stale: run `npm run build -w shared`.')
      process.exit(1)
    }
  } else if (current !== source) {
    writeFileSync(TARGET, source)
  }
}
