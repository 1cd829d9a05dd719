/**
 * npm test: every suite, in order — shared units, the import checks (circles, areas apart), the dead-code check (knip.ts),
 * frontend units, the API on SQLite (on PostgreSQL also the isolation matrix behind row-level security alone: `wall`), the
 * make:resource and the process-area walkthroughs on scratch copies, two app instances on one database, the queue's kill
 * test (a worker killed in the middle of a payslip run: scripts/jobs-kill.mjs), and the browser
 * end-to-end suite in Debian's Chromium — then one closing line `N passed, N failed`
 * summing them all (the form CI reads). TEST_SUITES=shared,backend,... runs a subset.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { ensureEnv } from './env.mjs'
import { BACKEND, FRONTEND, ROOT, SHARED, buildFrontend, buildShared, run } from './lib.mjs'
import { ensureChromium } from './chromium.mjs'

// The suites that need no SQLite driver come first: CI builds better-sqlite3 beside them (SQLITE_READY).
const ALL = ['shared', 'cycles', 'deadcode', 'frontend', 'backend', 'wall', 'scaffold', 'area', 'instances', 'jobs', 'e2e']
const NEEDS_SQLITE_DRIVER = new Set(['backend', 'wall', 'scaffold', 'area', 'instances', 'jobs', 'e2e'])
const wanted = (process.env.TEST_SUITES ?? ALL.join(',')).split(',').map((s) => s.trim()).filter(Boolean)
const reports = join(ROOT, 'tests', 'artifacts')
mkdirSync(reports, { recursive: true })

const stripAnsi = (s) => s.replace(/\u001b\[[0-9;]*m/g, '')

async function vitest(name, cwd) {
  const out = join(reports, `vitest-${name}.json`)
  rmSync(out, { force: true })
  const { code } = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`], { cwd })
  if (!existsSync(out)) return { passed: 0, failed: 1, code }
  const r = JSON.parse(readFileSync(out, 'utf8'))
  const failures = r.testResults.flatMap((f) => [
    ...f.assertionResults.filter((a) => a.status === 'failed').map((a) => `${relative(ROOT, f.name)} › ${a.fullName}`),
    // A file that failed to load has no assertions, only its message.
    ...(f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed') ? [`${relative(ROOT, f.name)}: ${(f.message ?? '').split('\n')[0]}`] : []),
  ])
  return { passed: r.numPassedTests, failed: r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0), code, failures }
}

/**
 * The import structure, two checks: no import circle in backend/app or frontend/src (scripts/check-cycles.mjs),
 * and no process area importing a sibling area, nor the shell an area's internals (scripts/check-areas.mjs).
 */
async function cycles() {
  const checks = [['check-cycles.mjs', 'import circle'], ['check-areas.mjs', 'import across areas']]
  const results = []
  for (const [script, what] of checks) {
    const { code, output } = await run('node', [join(ROOT, 'scripts', script)], { cwd: ROOT, capture: true })
    const lines = stripAnsi(output).split('\n').filter((l) => l.startsWith('  '))
    results.push({ code, failures: lines.map((l) => `${what} ${l.trim()}`) })
  }
  const failed = results.filter((r) => r.code !== 0).length
  return { passed: results.length - failed, failed, code: failed ? 1 : 0, failures: results.flatMap((r) => r.failures) }
}

/**
 * No dead code (knip.ts: unused files, exports, types and dependencies; issue 45 §4): one check,
 * each finding named with its kind on failure. Static analysis alone: a few seconds, no network.
 */
async function deadcode() {
  const { code, output } = await run('npx', ['knip', '--no-progress'], { cwd: ROOT, capture: true })
  let kind = ''
  const findings = []
  for (const line of stripAnsi(output).split('\n').map((l) => l.trim()).filter(Boolean)) {
    const header = /^(.+) \(\d+\)$/.exec(line)
    if (header) kind = header[1]
    else findings.push(`${kind ? `${kind}: ` : ''}${line.replace(/\s+/g, ' ')}`)
  }
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, code, failures: code === 0 ? [] : findings }
}

/** A README walkthrough proved on a scratch copy (make:resource: scaffold-proof.mjs; a process area: area-proof.mjs): one check. */
async function proof(script) {
  const { code, output } = await run('node', [join(ROOT, 'scripts', script)], { cwd: ROOT, capture: true })
  const last = stripAnsi(output).trim().split('\n').at(-1) ?? ''
  console.log(last)
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, code, failures: code === 0 ? [] : [last] }
}

/** A script of ✔/✖ checks ending in its `N passed, N failed` line, e.g. two app instances on one database. */
async function checks(script, label) {
  const { code, output } = await run('node', [join(ROOT, 'scripts', script)], { cwd: ROOT, capture: true })
  const lines = stripAnsi(output).split('\n')
  const total = /(\d+) passed, (\d+) failed/.exec([...lines].reverse().find((l) => /\d+ passed, \d+ failed/.test(l)) ?? '')
  const passed = Number(total?.[1] ?? 0)
  const failed = Number(total?.[2] ?? 0)
  const failures = lines.filter((l) => l.startsWith('✖')).map((l) => `${label} › ${l.slice(2)}`)
  return { passed, failed: failed + (code !== 0 && failed === 0 ? 1 : 0), code, failures }
}
const instances = () => checks('two-instances.mjs', 'two instances')
/** The queue's kill test (issue 44): a worker SIGKILLed halfway through 1,000 payslips, another finishes the run exactly. */
const jobs = () => checks('jobs-kill.mjs', 'jobs kill test')

/**
 * The database's own wall alone (issue 18 §1): the isolation matrix again with the application's
 * tenant scoping switched off, on PostgreSQL (SQLite has no row-level security: skipped there).
 */
async function wall() {
  if (process.env.DB_CONNECTION !== 'pg') {
    console.log('(PostgreSQL only: .ci/run runs it on PostgreSQL)')
    return { passed: 0, failed: 0, code: 0 }
  }
  const files = ['isolation_matrix', 'row_security'].flatMap((f) => ['--files', `tests/functional/security/${f}.spec.ts`])
  return japa(files, { TENANCY_APP_SCOPE: 'off' })
}

async function japa(args = [], env = {}) {
  const { code, output } = await run('node', ['ace', 'test', ...args], { cwd: BACKEND, capture: true, env })
  const line = stripAnsi(output).split('\n').reverse().find((l) => /^\s*Tests\s+\d+/.test(l)) ?? ''
  const passed = Number(/(\d+) passed/.exec(line)?.[1] ?? 0)
  const failed = Number(/(\d+) failed/.exec(line)?.[1] ?? 0)
  // Japa prints a group header `suite / Group (file)` above its tests; name each failure with it.
  const failures = []
  let group = ''
  for (const l of stripAnsi(output).split('\n')) {
    if (/^\S.* \/ .*\(tests\/.*\)\s*$/.test(l)) group = l.trim()
    else if (/^\s*✖/.test(l)) failures.push(`${group} › ${l.trim().replace(/^✖\s*/, '')}`)
  }
  // A crash before any test ran still counts as a failure, never as a silent pass.
  return { passed, failed: failed + (code !== 0 && failed === 0 ? 1 : 0), code, failures }
}

async function playwright() {
  await ensureChromium()
  await buildFrontend()
  await waitForSideRun()
  const out = join(reports, 'playwright.json')
  rmSync(out, { force: true })
  const { code } = await run('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  })
  if (!existsSync(out)) return { passed: 0, failed: 1, code }
  const report = JSON.parse(readFileSync(out, 'utf8'))
  const s = report.stats
  return {
    passed: s.expected + s.flaky,
    failed: s.unexpected + (code !== 0 && s.unexpected === 0 ? 1 : 0),
    code,
    failures: playwrightOutcomes(report, 'unexpected'),
    flaky: playwrightOutcomes(report, 'flaky'),
  }
}

/** Waits until another process has written `file` (its exit status), saying what for. */
async function waitForFile(file, why) {
  if (existsSync(file)) return
  console.log(`(waiting for ${relative(ROOT, file)}: ${why})`)
  const started = Date.now()
  while (!existsSync(file)) await new Promise((r) => setTimeout(r, 1000))
  console.log(`(waited ${Math.round((Date.now() - started) / 1000)} s)`)
}

/**
 * E2E_AFTER=<file>: CI runs the PostgreSQL suites beside this run's first suites (.ci/run), and the
 * browser suite starts once that run has written its exit status to the file, so the browser and
 * its server have both cores to themselves (on two cores a starved browser misses its timeouts).
 */
const waitForSideRun = async () => { if (process.env.E2E_AFTER) await waitForFile(process.env.E2E_AFTER, 'before the browser suite') }

/**
 * SQLITE_READY=<file>: CI builds better-sqlite3 beside the first suites (.ci/run) and writes its exit
 * status to the file; the first suite that needs the driver waits for it, and a failed build is shown once.
 */
let sqliteDriverChecked = !process.env.SQLITE_READY
async function waitForSqliteDriver() {
  if (sqliteDriverChecked) return
  sqliteDriverChecked = true
  const file = process.env.SQLITE_READY
  await waitForFile(file, 'better-sqlite3 is still compiling')
  const log = join(reports, 'sqlite-driver.log')
  if (readFileSync(file, 'utf8').trim() !== '0' && existsSync(log)) console.log(`better-sqlite3 did not build:\n${readFileSync(log, 'utf8').split('\n').slice(-30).join('\n')}`)
}

/** Titles of the tests with this outcome: 'unexpected' failed every try, 'flaky' passed only on a retry. */
function playwrightOutcomes(report, outcome) {
  const names = []
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== outcome) continue
        const error = stripAnsi(t.results?.find((r) => r.error)?.error?.message ?? '').split('\n')[0]
        names.push(`${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}${error ? ` — ${error}` : ''}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title])
  }
  for (const suite of report.suites ?? []) walk(suite, [])
  if (outcome === 'unexpected') for (const e of report.errors ?? []) names.push(`(run error) ${stripAnsi(e.message ?? '').split('\n')[0]}`)
  return names
}

ensureEnv()
await buildShared()
const suites = { shared: () => vitest('shared', SHARED), cycles, deadcode, backend: () => japa(), wall, scaffold: () => proof('scaffold-proof.mjs'), area: () => proof('area-proof.mjs'), instances, jobs, frontend: () => vitest('frontend', FRONTEND), e2e: playwright }
const results = {}
for (const name of ALL.filter((s) => wanted.includes(s))) {
  if (NEEDS_SQLITE_DRIVER.has(name)) await waitForSqliteDriver()
  console.log(`\n━━ ${name} ━━`)
  const started = Date.now()
  results[name] = await suites[name]()
  results[name].seconds = Math.round((Date.now() - started) / 1000)
}

let passed = 0
let failed = 0
console.log('\nSummary:')
for (const [name, r] of Object.entries(results)) {
  console.log(`  ${name.padEnd(9)} ${r.passed} passed, ${r.failed} failed  (${r.seconds} s)`)
  passed += r.passed
  failed += r.failed
}
// CI shows only the end of the output: name every failure here, after all the noise.
const failures = Object.entries(results).flatMap(([name, r]) => (r.failures ?? []).map((f) => `  ${name}: ${f}`))
if (failures.length) console.log(`\nFailed tests:\n${failures.join('\n')}`)
// Passed on a retry: counted as passed, but named so a flaky test is seen and fixed, not forgotten.
const flaky = Object.entries(results).flatMap(([name, r]) => (r.flaky ?? []).map((f) => `  ${name}: ${f}`))
if (flaky.length) console.log(`\nFlaky tests (failed, then passed on retry):\n${flaky.join('\n')}`)
writeFileSync(join(reports, `totals${process.env.TEST_TOTALS_SUFFIX ?? ''}.json`), JSON.stringify({ passed, failed, failures, flaky, results }))
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
