import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './env.mjs'

export { ROOT }
export const BACKEND = join(ROOT, 'backend')
export const FRONTEND = join(ROOT, 'frontend')
export const SHARED = join(ROOT, 'shared')

/** Runs a command, streaming its output; resolves with the exit code (and the output when captured). */
export function run(cmd, args, { cwd = ROOT, env = {}, capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let output = ''
    if (capture) {
      const tee = (stream, target) => stream.on('data', (d) => { output += d; target.write(d) })
      tee(child.stdout, process.stdout)
      tee(child.stderr, process.stderr)
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
    child.on('error', (err) => { console.error(err.message); resolve({ code: 1, output }) })
  })
}

export async function mustRun(cmd, args, opts) {
  const { code } = await run(cmd, args, opts)
  if (code !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${code})`)
    process.exit(code)
  }
}

/** Newest modification time under the given paths (files or folders), skipping build output. */
export function newestMtime(paths) {
  let newest = 0
  const walk = (p) => {
    if (!existsSync(p)) return
    const s = statSync(p)
    if (s.isDirectory()) {
      for (const e of readdirSync(p)) if (!['node_modules', 'dist', 'build', 'tmp'].includes(e)) walk(join(p, e))
    } else newest = Math.max(newest, s.mtimeMs)
  }
  paths.forEach(walk)
  return newest
}

export function isStale(output, inputs) {
  return !existsSync(output) || statSync(output).mtimeMs < newestMtime(inputs)
}

export async function buildShared() {
  if (isStale(join(SHARED, 'dist', 'index.js'), [join(SHARED, 'src')])) {
    console.log('Building shared/ …')
    await mustRun('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: SHARED })
  }
}

export async function buildFrontend({ force = false } = {}) {
  const inputs = [join(FRONTEND, 'src'), join(FRONTEND, 'index.html'), join(FRONTEND, 'vite.config.ts'), join(FRONTEND, 'plugins'), join(ROOT, 'locales'), join(SHARED, 'src'), join(FRONTEND, 'public')]
  if (force || isStale(join(FRONTEND, 'dist', 'index.html'), inputs)) {
    console.log('Building frontend/ …')
    await mustRun('npm', ['run', 'build', '-w', 'frontend'])
  }
}

/** The compiled backend (backend/build, what production runs), rebuilt when its sources changed. */
export async function buildBackend() {
  const inputs = ['app', 'bin', 'config', 'database', 'start', 'commands', 'providers', 'adonisrc.ts', 'package.json'].map((p) => join(BACKEND, p))
  if (isStale(join(BACKEND, 'build', 'bin', 'server.js'), [...inputs, join(SHARED, 'src')])) {
    console.log('Building backend/ (node ace build) …')
    await mustRun('node', ['ace', 'build'], { cwd: BACKEND })
  }
}

/**
 * The Node options production runs the server with (the Dockerfile sets them as NODE_OPTIONS; the
 * load benchmarks start the compiled server with them): a 64 MB young generation, so a server
 * under load collects its short-lived request objects (rows, pages, query builders) a quarter as
 * often. In bench:load's A/B runs it took 6-10 % off the people list's CPU per request.
 */
export const PRODUCTION_NODE_OPTIONS = ['--max-semi-space-size=64']

/** ace commands run through the TypeScript loader, the same way `node ace` does. */
export const ace = (args, env = {}) => mustRun('node', ['ace', ...args], { cwd: BACKEND, env })

/**
 * A script's ✔/✖ checks and its closing `N passed, N failed` line, which npm test reads
 * (scripts/two-instances.mjs, scripts/jobs-kill.mjs); `finish()` exits 1 when any failed.
 */
export function checklist() {
  let passed = 0
  let failed = 0
  const check = (ok, what) => {
    console.log(`${ok ? '✔' : '✖'} ${what}`)
    if (ok) passed += 1
    else failed += 1
  }
  const finish = () => {
    console.log(`${passed} passed, ${failed} failed`)
    process.exit(failed ? 1 : 0)
  }
  return { check, finish }
}
