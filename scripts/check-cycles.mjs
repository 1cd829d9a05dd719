/**
 * No import circle in backend/app or frontend/src (#22): madge over the TypeScript sources,
 * with the backend's package.json subpath imports (#services/*, …) given to it as tsconfig paths.
 * Type imports count too: a circle of types is still two files that cannot be understood apart.
 * Prints each circle; exits 1 if any.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import madge from 'madge'
import { BACKEND, FRONTEND } from './lib.mjs'

const imports = JSON.parse(readFileSync(join(BACKEND, 'package.json'), 'utf8')).imports
const paths = Object.fromEntries(Object.entries(imports).map(([alias, target]) => [alias, [join(BACKEND, target.replace(/\.js$/, '.ts'))]]))
const tsConfig = join(mkdtempSync(join(tmpdir(), 'cycles-')), 'tsconfig.json')
writeFileSync(tsConfig, JSON.stringify({ compilerOptions: { baseUrl: BACKEND, paths, module: 'nodenext', moduleResolution: 'nodenext', allowJs: true } }))

const targets = [
  { name: 'backend/app', dir: join(BACKEND, 'app'), tsConfig },
  { name: 'frontend/src', dir: join(FRONTEND, 'src'), tsConfig: join(FRONTEND, 'tsconfig.json') },
]
let circles = 0
for (const t of targets) {
  const result = await madge(t.dir, {
    fileExtensions: ['ts', 'tsx'], tsConfig: t.tsConfig,
  })
  const found = result.circular()
  circles += found.length
  console.log(`${t.name}: ${Object.keys(result.obj()).length} files, ${found.length} import circles`)
  for (const c of found) console.log(`  ${c.join(' → ')}`)
}
process.exit(circles ? 1 : 0)
