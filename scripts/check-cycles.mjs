/**
 * No import circle in backend/app or frontend/src (#22): madge over the TypeScript sources,
 * with the backend's package.json subpath imports (#services/*, …) given to it as tsconfig paths.
 * Type imports count too: a circle of types is still two files that cannot be understood apart.
 * The frontend's process areas (frontend/src/areas) are reached through the registry's Vite glob,
 * which madge does not read: those edges (areas/registry.ts → each areas/<name>/area.ts) are added
 * before the circles are sought, so an area that imports back into the shell's registry is caught.
 * Prints each circle; exits 1 if any.
 */
import { createRequire } from 'node:module'
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import madge from 'madge'
import { BACKEND, FRONTEND } from './lib.mjs'

const imports = JSON.parse(readFileSync(join(BACKEND, 'package.json'), 'utf8')).imports
const paths = Object.fromEntries(Object.entries(imports).map(([alias, target]) => [alias, [join(BACKEND, target.replace(/\.js$/, '.ts'))]]))
const tsConfig = join(mkdtempSync(join(tmpdir(), 'cycles-')), 'tsconfig.json')
writeFileSync(tsConfig, JSON.stringify({ compilerOptions: { baseUrl: BACKEND, paths, module: 'nodenext', moduleResolution: 'nodenext', allowJs: true } }))

const cyclic = createRequire(import.meta.url)('madge/lib/cyclic.js')

/** areas/registry.ts imports every areas/<name>/area.ts(x) by import.meta.glob. */
function globEdges(srcDir) {
  const areas = join(srcDir, 'areas')
  if (!existsSync(join(areas, 'registry.ts'))) return {}
  const entries = readdirSync(areas, { withFileTypes: true }).filter((d) => d.isDirectory())
    .flatMap((d) => ['area.ts', 'area.tsx'].filter((f) => existsSync(join(areas, d.name, f))).map((f) => `areas/${d.name}/${f}`))
  return { 'areas/registry.ts': entries }
}

const targets = [
  { name: 'backend/app', dir: join(BACKEND, 'app'), tsConfig },
  { name: 'frontend/src', dir: join(FRONTEND, 'src'), tsConfig: join(FRONTEND, 'tsconfig.json'), extra: globEdges },
]
let circles = 0
for (const t of targets) {
  const result = await madge(t.dir, {
    fileExtensions: ['ts', 'tsx'], tsConfig: t.tsConfig,
  })
  const tree = result.obj()
  for (const [from, to] of Object.entries(t.extra?.(t.dir) ?? {})) tree[from] = [...new Set([...(tree[from] ?? []), ...to])]
  const found = cyclic(tree)
  circles += found.length
  console.log(`${t.name}: ${Object.keys(result.obj()).length} files, ${found.length} import circles`)
  for (const c of found) console.log(`  ${c.join(' → ')}`)
}
process.exit(circles ? 1 : 0)
