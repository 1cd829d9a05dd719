/**
 * Process areas stay apart (issue 45 §2), like scripts/check-cycles.mjs keeps imports circle-free:
 * - a file in an area folder (frontend/src/areas/<a>/, backend/app/areas/<a>/) imports nothing of a
 *   sibling area (<b> ≠ <a>): a seam between areas is offered through a registry instead;
 * - a file outside the area folders imports no area's internals: the shell reads the areas through
 *   their registry (frontend: areas/registry.ts, by Vite's glob; backend: services/areas.ts, at boot).
 *   Files directly in an areas/ folder (the registry, defineArea's types) are the shell's, not an area's.
 * Each side's tests may open an area's internals (they test them), so tests/ folders are not read here.
 * Prints each offending import; exits 1 if any. Usage: node scripts/check-areas.mjs [repository root]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { ROOT as REPO } from './lib.mjs'

const ROOT = resolve(process.argv[2] ?? REPO)
const BACKEND = join(ROOT, 'backend')
const FRONTEND = join(ROOT, 'frontend')

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/
/** Static and dynamic imports and re-exports: `from '…'`, `import '…'`, `import('…')`. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g

function sourceFiles(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'tests' || name === 'build' ? [] : sourceFiles(path)
    return SOURCE.test(name) && !/\.(test|spec)\.[a-z]+$/.test(name) ? [path] : []
  })
}

/** The backend's subpath imports (#areas/*, #services/*…) as [prefix, folder] pairs. */
function aliases() {
  const pkg = join(BACKEND, 'package.json')
  if (!existsSync(pkg)) return []
  const imports = JSON.parse(readFileSync(pkg, 'utf8')).imports ?? {}
  return Object.entries(imports)
    .filter(([alias, target]) => alias.endsWith('/*') && typeof target === 'string')
    .map(([alias, target]) => [alias.slice(0, -1), join(BACKEND, target.replace(/\*.*$/, ''))])
}

/** The area a path lies in (the folder name right under areasDir), or null for the shell's files. */
function areaOf(path, areasDir) {
  const rel = relative(areasDir, path)
  if (rel.startsWith('..') || !rel.includes(sep)) return null
  return rel.split(sep)[0]
}

const sides = [
  { name: 'frontend/src', roots: [join(FRONTEND, 'src')], areas: join(FRONTEND, 'src', 'areas'), aliases: [] },
  {
    name: 'backend',
    // The running app; commands/ are tools (benchmarks, one-off jobs) that may open an area, like its tests.
    roots: ['app', 'start', 'database', 'config'].map((d) => join(BACKEND, d)),
    areas: join(BACKEND, 'app', 'areas'),
    aliases: aliases(),
  },
]

let offenders = 0
for (const side of sides) {
  const files = side.roots.flatMap(sourceFiles)
  const found = []
  for (const file of files) {
    const from = areaOf(file, side.areas)
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      let target = null
      if (spec.startsWith('.')) target = resolve(dirname(file), spec)
      else {
        const alias = side.aliases.find(([prefix]) => spec.startsWith(prefix))
        if (alias) target = join(alias[1], spec.slice(alias[0].length))
      }
      const to = target && areaOf(target, side.areas)
      if (!to || to === from) continue
      const where = relative(ROOT, file)
      found.push(from ? `${where} → ${spec} (area ${from} imports its sibling ${to})` : `${where} → ${spec} (outside the areas, into area ${to}: go through the registry)`)
    }
  }
  offenders += found.length
  const areas = existsSync(side.areas) ? readdirSync(side.areas).filter((n) => statSync(join(side.areas, n)).isDirectory()) : []
  console.log(`${side.name}: ${files.length} files, ${areas.length} areas, ${found.length} imports across areas`)
  for (const line of found) console.log(`  ${line}`)
}
process.exit(offenders ? 1 : 0)
