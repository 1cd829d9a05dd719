/**
 * The README's "add a resource" walkthrough, proved on a scratch copy of the repository (#22):
 * make:resource writes the declaration, migration and strings; the copy builds and migrates; the
 * catalogue/table check, both security matrices and the bad-input suite pass with the new resource
 * in them; the admin-settings tab and routes exist; and no file under backend/tests, tests,
 * frontend/src/pages or frontend/src/components was touched. Then a field is added to the declaration,
 * catalogue:migration writes the alter-table migration, and the field reaches the table and the API.
 * Prints what it proved; exits 1 otherwise.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { ROOT, run } from './lib.mjs'
import { scratchCopy } from './scratch-copy.mjs'

const NAME = 'training_course'
const FIELDS = 'name:string:required,provider:string,start_date:date,cost:money,status:enum(planned|running|done)'
// The generated suites' cases of the new resource only (tagged per resource): the repository's own
// resources are proved by the main suite, and running all of them here again cost about 100 s of CI.
const ONLY_NEW = ['--tags', `resource:${NAME}`]
const PROTECTED = ['backend/tests', 'tests', 'frontend/src/pages', 'frontend/src/components', 'frontend/src/routing']
const started = Date.now()
const fail = (message) => { console.error(`scaffold proof FAILED: ${message}`); process.exit(1) }

const { copy, files } = scratchCopy('scaffold-proof-')

const digest = () => Object.fromEntries(files.filter((f) => PROTECTED.some((p) => f.startsWith(`${p}/`)))
  .map((f) => { try { return [f, createHash('sha256').update(readFileSync(join(copy, f))).digest('hex')] } catch { return [f, null] } }))
const before = digest()

const env = { DB_CONNECTION: 'sqlite', DB_DATABASE: 'tmp/scaffold-proof.sqlite3', PORT: process.env.SCAFFOLD_PROOF_PORT ?? '4991', MAIL_FOLDER: 'tmp/mail-scaffold-proof', NODE_ENV: 'test' }
const step = async (what, cmd, args, cwd) => {
  const { code, output } = await run(cmd, args, { cwd: join(copy, cwd), env, capture: true })
  if (code !== 0) fail(`${what}:\n${output.split('\n').slice(-40).join('\n')}`)
  return output
}
try {
  // The README's commands, word for word: `npm run build -w shared` from the root (it regenerates the catalogue index too).
  await step('build shared', 'npm', ['run', 'build', '-w', 'shared'], '.')
  await step('make:resource', 'node', ['ace', 'make:resource', NAME, '--scope', 'customer', '--placement', 'admin-setting', '--fields', FIELDS], 'backend')
  await step('build shared with the new resource', 'npm', ['run', 'build', '-w', 'shared'], '.')
  const output = await step('API suites', 'node', ['ace', 'test', '--files', 'tests/functional/catalogue.spec.ts',
    '--files', 'tests/functional/security/isolation_matrix.spec.ts', '--files', 'tests/functional/security/privilege_matrix.spec.ts',
    '--files', 'tests/functional/security/bad_input.spec.ts', ...ONLY_NEW], 'backend')
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '')
  const mentions = plain.split('\n').filter((l) => l.includes(NAME) && l.includes('✔')).length
  if (mentions < 13) fail(`expected the new resource in every suite, saw ${mentions} passing ${NAME} tests`)
  // Step 2: a field added to the declaration reaches the table through catalogue:migration.
  const devDb = { ...env, NODE_ENV: 'development', DB_DATABASE: 'tmp/scaffold-proof-dev.sqlite3' }
  const devStep = async (what, args) => {
    const { code, output: out } = await run('node', ['ace', ...args], { cwd: join(copy, 'backend'), env: devDb, capture: true })
    if (code !== 0) fail(`${what}:\n${out.split('\n').slice(-30).join('\n')}`)
    return out
  }
  mkdirSync(join(copy, 'backend/tmp'), { recursive: true })
  await devStep('migrate before the change', ['migration:run', '--force'])
  // The demo seed gives the new resource rows from the catalogue's row factory (three per demo customer).
  await devStep('seed the demo data', ['db:seed'])
  const Database = createRequire(import.meta.url)('better-sqlite3')
  const seeded = new Database(join(copy, 'backend', devDb.DB_DATABASE), { readonly: true })
  const demoRows = seeded.prepare('SELECT customer_id, COUNT(*) AS n FROM training_courses GROUP BY customer_id').all()
  seeded.close()
  if (demoRows.length !== 3 || demoRows.some((r) => r.n !== 3)) fail(`demo rows of ${NAME}: ${JSON.stringify(demoRows)}`)
  const declaration = join(copy, 'shared/src/catalogue/resources', `${NAME}.ts`)
  writeFileSync(declaration, readFileSync(declaration, 'utf8').replace(/\n {2}\],\n {2}access:/, "\n    { name: 'seats', type: 'integer', required: true, list: true },\n  ],\n  access:"))
  // As the README says: after editing the declaration, catalogue:migration — no build in between (it builds itself).
  const written = await devStep('catalogue:migration', ['catalogue:migration', NAME])
  if (!/alter_training_courses_table/.test(written)) fail(`catalogue:migration wrote no migration:\n${written}`)
  await devStep('migrate the change', ['migration:run', '--force'])
  const again = await devStep('catalogue:migration again', ['catalogue:migration', NAME])
  if (!/nothing to migrate/.test(again)) fail(`the table still differs after migrating:\n${again}`)
  // The field round-trips through the API: the matrices create rows with it (it is required) and read them back.
  const roundTrip = await step('API suites with the added field', 'node', ['ace', 'test', '--files', 'tests/functional/catalogue.spec.ts',
    '--files', 'tests/functional/security/privilege_matrix.spec.ts', ...ONLY_NEW], 'backend')
  if (!roundTrip.includes(`${NAME}: every field is a column`)) fail('catalogue check did not see the added field')

  const shared = await import(join(copy, 'shared/dist/index.js'))
  if (!shared.getResource(NAME).fields.some((f) => f.name === 'seats')) fail('the added field is not in the built catalogue')
  const def = shared.getResource(NAME)
  if (def.routes.list !== '/admin-setting/training-course') fail(`routes: ${JSON.stringify(def.routes)}`)
  if (!shared.adminSettingTabs(shared.catalogue).some((t) => t.key === 'training-course')) fail('no admin-settings tab')
  const after = digest()
  const edited = Object.keys(before).filter((f) => before[f] !== after[f])
  if (edited.length) fail(`edited protected files: ${edited.join(', ')}`)
  const counts = plain.split('\n').filter((l) => /matrix: \d+ cases|bad input/.test(l)).map((l) => l.trim())
  console.log(`scaffold proof: ${NAME} scaffolded, migrated, served and covered (${mentions} tests of it) with no test or screen edited; the demo seed gave it ${demoRows.length * 3} factory rows; a field added to it reached the table through catalogue:migration and round-tripped; ${counts.join('; ')} (${Math.round((Date.now() - started) / 1000)}s)`)
} finally {
  rmSync(copy, { recursive: true, force: true })
}
