/**
 * The README's "Adding a process area" walkthrough, proved on a scratch copy of the repository
 * (issue 45): make:resource writes the training_request resource, migration and strings; the
 * README's own code blocks (each opens with `// <path>`) are written as they stand — the
 * declaration with its workflow, the backend and frontend area folders, their tests and the strings
 * (in every language). Then: the area's API test (moves through the kernel's endpoint), the
 * catalogue check, the frontend area test (menu entry, person tab, <WorkflowActions>' offered
 * moves), the frontend typecheck and the area import check pass, and no file outside the area's
 * folders, its declaration, its migration and its strings changed. Prints what it proved; exits 1
 * otherwise.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { ROOT, run } from './lib.mjs'
import { scratchCopy } from './scratch-copy.mjs'

const NAME = 'training_request'
const FIELDS = 'person_id:ref(people):required,title:string:required,starts_on:date,status:enum(requested|approved|rejected)'
/** What adding the area may touch: its folders, its declaration (and the catalogue's generated index), its migration, its strings. */
const ALLOWED = [
  new RegExp(`^backend/app/areas/${NAME}/`), new RegExp(`^frontend/src/areas/${NAME}/`),
  new RegExp(`^shared/src/catalogue/resources/${NAME}\\.ts$`), /^shared\/src\/catalogue\/generated\.ts$/,
  /^backend\/database\/migrations\/\d+_create_training_requests_table\.ts$/, new RegExp(`^locales/[^/]+/${NAME}(_area)?\\.json$`),
]
/** The source trees a change could hide in (build outputs, dependencies and scratch databases left out). */
const SOURCES = ['shared/src', 'shared/tests', 'backend/app', 'backend/start', 'backend/database', 'backend/config', 'backend/tests',
  'backend/commands', 'frontend/src', 'frontend/tests', 'locales', 'scripts', 'tests/e2e']
const started = Date.now()
const fail = (message) => { console.error(`area proof FAILED: ${message}`); process.exit(1) }

// The README's section, its code blocks by the path each names on its first line.
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
const section = readme.slice(readme.indexOf('#### Adding a process area'), readme.indexOf('\n### ', readme.indexOf('#### Adding a process area')))
const blocks = [...section.matchAll(/```(?:ts|tsx|json)\n\/\/ (\S+)\n([\s\S]*?)```/g)].map((m) => ({ path: m[1], text: m[2] }))
if (blocks.length < 7) fail(`expected the README's worked example (7 files), found ${blocks.length} code blocks with a path`)
const command = /```sh\n(cd backend && node ace make:resource [^\n]+)\n```/.exec(section)?.[1]
if (!command?.includes(FIELDS)) fail('the README\'s make:resource command is not the one this proof runs')

const { copy } = scratchCopy('area-proof-')

function walk(dir, out = []) {
  if (!existsSync(dir)) return out
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry)
    if (statSync(full).isDirectory()) walk(full, out)
    else out.push(relative(copy, full))
  }
  return out
}
const digest = () => Object.fromEntries(SOURCES.flatMap((s) => walk(join(copy, s)))
  .filter((f) => !/(^|\/)(tmp|dist|build|artifacts)\//.test(f))
  .map((f) => [f, createHash('sha256').update(readFileSync(join(copy, f))).digest('hex')]))
const before = digest()
/** How many areas each side has before this one: the check must then count one more on both. */
const areaCount = (dir) => readdirSync(join(copy, dir)).filter((d) => ['area.ts', 'area.tsx'].some((f) => existsSync(join(copy, dir, d, f)))).length
const areasBefore = { frontend: areaCount('frontend/src/areas'), backend: areaCount('backend/app/areas') }

const env = { DB_CONNECTION: 'sqlite', DB_DATABASE: 'tmp/area-proof.sqlite3', PORT: process.env.AREA_PROOF_PORT ?? '4992', MAIL_FOLDER: 'tmp/mail-area-proof', NODE_ENV: 'test' }
const step = async (what, cmd, args, cwd) => {
  const { code, output } = await run(cmd, args, { cwd: join(copy, cwd), env, capture: true })
  if (code !== 0) fail(`${what}:\n${output.split('\n').slice(-40).join('\n')}`)
  return output.replace(/\u001b\[[0-9;]*m/g, '')
}
try {
  await step('build shared', 'npm', ['run', 'build', '-w', 'shared'], '.')
  await step('make:resource', 'node', ['ace', 'make:resource', NAME, '--scope', 'customer', '--fields', FIELDS], 'backend')
  const languages = readdirSync(join(copy, 'locales')).filter((l) => statSync(join(copy, 'locales', l)).isDirectory())
  for (const block of blocks) {
    // The strings land in every language (the parity check's rule); English is the README's.
    const targets = block.path.startsWith('locales/en/') ? languages.map((l) => block.path.replace('locales/en/', `locales/${l}/`)) : [block.path]
    for (const target of targets) {
      mkdirSync(dirname(join(copy, target)), { recursive: true })
      writeFileSync(join(copy, target), block.text)
    }
  }
  await step('build shared with the new area', 'npm', ['run', 'build', '-w', 'shared'], '.')
  const table = await step('the catalogue check', 'node', ['ace', 'test', '--files', 'tests/functional/catalogue.spec.ts', '--tags', `resource:${NAME}`], 'backend')
  if (!table.includes(`✔ ${NAME}: every field is a column`)) fail(`the catalogue check did not see the new table:\n${table.split('\n').slice(-20).join('\n')}`)
  const api = await step('the area\'s API test', 'node', ['ace', 'test', '--files', `app/areas/${NAME}/tests/${NAME}.spec.ts`], 'backend')
  if (!/✔ the person asks; their reporting manager decides/.test(api)) fail(`the area's API test did not run:\n${api.split('\n').slice(-30).join('\n')}`)
  const units = await step('the frontend area test', 'npx', ['vitest', 'run', `src/areas/${NAME}`], 'frontend')
  if (!/Tests\s+2 passed/.test(units)) fail(`the frontend area test:\n${units.split('\n').slice(-20).join('\n')}`)
  await step('frontend typecheck', 'npx', ['tsc', '--noEmit', '-p', '.'], 'frontend')
  const areas = await step('area imports', 'node', ['scripts/check-areas.mjs'], '.')
  const counted = (side) => new RegExp(`${side}[^\\n]*: \\d+ files, ${areasBefore[side === 'frontend/src' ? 'frontend' : 'backend'] + 1} areas, 0 imports across areas`).test(areas)
  if (!counted('frontend/src') || !counted('backend')) fail(`the area check did not see the new area on both sides:\n${areas}`)

  const after = digest()
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => before[f] !== after[f])
  const outside = changed.filter((f) => !ALLOWED.some((re) => re.test(f)))
  if (outside.length) fail(`files outside the area changed: ${outside.join(', ')}`)
  const inArea = changed.filter((f) => /\/areas\/training_request\//.test(f)).length
  console.log(`area proof: ${NAME} added from the README (${changed.length} files: ${inArea} in its two area folders, its declaration, migration and strings in ${languages.length} languages); its moves work through the kernel's endpoint, it is in the manager's menu and on the person page with <WorkflowActions>, no other file changed (${Math.round((Date.now() - started) / 1000)}s)`)
} finally {
  rmSync(copy, { recursive: true, force: true })
}
