/**
 * What the queue's proofs share (issue 44: scripts/jobs-kill.mjs, scripts/bench-jobs.mjs): reading
 * the scratch database from outside the app, starting `node ace queue:work` processes, making a
 * payslip run ready (`node ace payroll:bench-payslip-run`) and checking what a run left behind:
 * its payslips, documents and files in Drive's folder.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { BACKEND, run } from './lib.mjs'

/** The scratch database read as the app writes it: `query(sql, params)` → rows (`?` placeholders). */
export async function openDb(overrides) {
  const env = { ...process.env, ...overrides }
  if (env.DB_CONNECTION === 'pg') {
    const client = new pg.Client({ host: env.DB_HOST ?? '127.0.0.1', port: Number(env.DB_PORT ?? 5432), user: env.DB_USER ?? 'postgres', password: env.DB_PASSWORD ?? '', database: env.DB_DATABASE })
    await client.connect()
    const numbered = (sql) => { let i = 0; return sql.replace(/\?/g, () => `$${++i}`) }
    return {
      query: async (sql, params = []) => (await client.query(numbered(sql), params)).rows,
      close: () => client.end(),
    }
  }
  const sqlite = new Database(join(BACKEND, env.DB_DATABASE), { fileMustExist: true })
  return { query: async (sql, params = []) => sqlite.prepare(sql).all(...params), close: async () => sqlite.close() }
}

/** A worker process: `node ace queue:work`, its output shown with a prefix. */
export function startWorker(env, name) {
  const child = spawn('node', ['ace', 'queue:work'], { cwd: BACKEND, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  const prefix = (stream, target) => stream.on('data', (d) => { for (const line of String(d).split('\n').filter(Boolean)) target.write(`  [${name}] ${line}\n`) })
  prefix(child.stdout, process.stdout)
  prefix(child.stderr, process.stderr)
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  return child
}

/** A payslip run of `people` approved through the service, its jobs in the queue: { task, cycle, report, people, approved_at }. */
export async function approvePayslipRun(env, people) {
  const { code, output } = await run('node', ['ace', 'payroll:bench-payslip-run', '--people', String(people)], { cwd: BACKEND, env, capture: true })
  const line = output.split('\n').reverse().find((l) => l.startsWith('{"task"'))
  if (code !== 0 || !line) throw new Error(`payroll:bench-payslip-run failed (exit ${code})`)
  return JSON.parse(line)
}

/** CPU seconds a process has used (user + system, /proc/<pid>/stat; Linux clock ticks of 10 ms). */
export const cpuSeconds = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch { return NaN }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** Drive's local folder (config/drive.ts: backend/storage) and the run's files in it, `doc/payslip-<cycle>-<task>-<person>.pdf`. */
const DOC_FOLDER = join(BACKEND, 'storage', 'doc')
const runFiles = (run, since = 0) => {
  const pattern = new RegExp(`^payslip-${run.cycle}-${run.task}-\\d+\\.pdf$`)
  return existsSync(DOC_FOLDER) ? readdirSync(DOC_FOLDER).filter((f) => pattern.test(f) && statSync(join(DOC_FOLDER, f)).mtimeMs >= since) : []
}
/** A fresh database numbers its cycles and tasks again: files an earlier run left under the same keys are removed. */
export const removeRunFiles = (run) => { for (const f of runFiles(run)) rmSync(join(DOC_FOLDER, f), { force: true }) }

/**
 * What a finished run left: its task, payslips, payslip documents and files (the files' keys
 * matched with the documents'; `since`: only files written from then on, where the workers were
 * already running when the run's keys became known, so older files could not be removed first).
 */
export async function runOutcome(db, run, { since = 0 } = {}) {
  const [task] = await db.query('SELECT state, done, total, created_at, finished_at, error FROM background_jobs WHERE id = ?', [run.task])
  const count = async (sql, params) => Number((await db.query(sql, params))[0].n)
  const prefix = `doc/payslip-${run.cycle}-${run.task}-%`
  const payslips = await count('SELECT COUNT(*) AS n FROM payslips WHERE paycycle_id = ?', [run.cycle])
  const people = await count('SELECT COUNT(DISTINCT person_id) AS n FROM payslips WHERE paycycle_id = ?', [run.cycle])
  const documents = await count("SELECT COUNT(*) AS n FROM documents WHERE doc_type = 'payslip' AND file_url LIKE ?", [prefix])
  const linked = await count("SELECT COUNT(*) AS n FROM payslips p JOIN documents d ON d.id = p.document_id WHERE p.paycycle_id = ? AND d.file_url = p.file_key AND d.file_url LIKE ?", [run.cycle, prefix])
  const keys = new Set((await db.query("SELECT file_url FROM documents WHERE doc_type = 'payslip' AND file_url LIKE ?", [prefix])).map((r) => r.file_url))
  const files = runFiles(run, since)
  const pdfs = files.filter((f) => keys.has(`doc/${f}`) && readFileSync(join(DOC_FOLDER, f)).subarray(0, 5).toString() === '%PDF-').length
  const jobs = await db.query('SELECT state, COUNT(*) AS n FROM queue_jobs GROUP BY state')
  return { task, payslips, people, documents, linked, files: files.length, pdfs, jobs: Object.fromEntries(jobs.map((j) => [j.state, Number(j.n)])) }
}
