/**
 * npm run bench:jobs (issue 44): 10,000 payslips through the queue as production runs it —
 * PostgreSQL and BullMQ on Redis (QUEUE_DRIVER=redis), separate `node ace queue:work` processes —
 * once with one worker process and once with two. For each: the workers started and alive (their
 * heartbeats), a payslip run of BENCH_PEOPLE people approved through the payroll service, then the
 * time from the approval's commit to the run's last payslip (its task completed) and payslips per
 * second; each run is checked (one payslip, document and PDF per person) before its figures count.
 * Env: BENCH_PEOPLE (10000), BENCH_WORKERS (1,2), BENCH_DB (hr_bench_jobs, recreated),
 * QUEUE_NAME (hr-bench-jobs, emptied before each run), REDIS_URL (redis://127.0.0.1:6379),
 * QUEUE_CONCURRENCY (4 jobs at once per worker process).
 */
import { Queue } from 'bullmq'
import { Redis } from 'ioredis'
import pg from 'pg'
import { ace, buildShared } from './lib.mjs'
import { ensureEnv } from './env.mjs'
import { loadavg } from 'node:os'
import { approvePayslipRun, cpuSeconds, openDb, removeRunFiles, runOutcome, sleep, startWorker } from './jobs-lib.mjs'

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000)
const WORKERS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number)
const database = process.env.BENCH_DB ?? 'hr_bench_jobs'
const env = {
  DB_CONNECTION: 'pg', DB_HOST: '127.0.0.1', DB_PORT: '5432', DB_USER: 'postgres', DB_PASSWORD: '', DB_DATABASE: database,
  NODE_ENV: 'development', LOG_LEVEL: 'warn', DRIVE_DISK: 'fs',
  QUEUE_DRIVER: 'redis', QUEUE_NAME: process.env.QUEUE_NAME ?? 'hr-bench-jobs', REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
}
const concurrency = Number(process.env.QUEUE_CONCURRENCY ?? 4)
const STALL_MS = 30_000

ensureEnv()
await buildShared()
const admin = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' })
await admin.connect()
await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
await admin.query(`CREATE DATABASE ${database}`)
await admin.end()
await ace(['migration:fresh', '--force'], env)
await ace(['db:seed'], env)

const db = await openDb(env)
const results = []
let failures = 0
for (const count of WORKERS) {
  // This bench's own queue name, emptied: nothing of an earlier run is waiting in it.
  const connection = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null })
  const q = new Queue(env.QUEUE_NAME, { connection })
  await q.obliterate({ force: true })
  const startedAt = Date.now()
  const workers = Array.from({ length: count }, (_, i) => startWorker(env, `worker ${i + 1}/${count}`))
  // Up and listening before the approval: the figures time the queue, not the workers' boot.
  let alive = 0
  while (alive < count && Date.now() - startedAt < 120_000) {
    await sleep(250)
    alive = Number((await db.query("SELECT COUNT(*) AS n FROM worker_heartbeats WHERE driver = 'redis' AND started_at >= ?", [startedAt]))[0].n)
  }
  const load = loadavg()[0]
  const cpuBefore = workers.map((w) => cpuSeconds(w.pid))
  const run = await approvePayslipRun(env, PEOPLE)
  const approvedAt = Date.parse(run.approved_at)
  console.log(`${count} worker(s): run approved (task ${run.task}, ${run.people} people), issuing …`)
  // A run whose progress stands still for STALL_MS has stalled: the sweep would finish it minutes later, and
  // its figure would hide the fault (two jobs committing together once left a run at 9,975 of 10,000).
  let task
  let stalled = false
  for (let last = 0, done = -1, movedAt = Date.now(); ; ) {
    ;[task] = await db.query('SELECT state, done, total, finished_at FROM background_jobs WHERE id = ?', [run.task])
    if (!['queued', 'running'].includes(task.state)) break
    if (Number(task.done) !== done) { done = Number(task.done); movedAt = Date.now() }
    if (Date.now() - movedAt > STALL_MS) { stalled = true; break }
    if (Date.now() - last > 10_000) { console.log(`  … ${task.done} of ${task.total}`); last = Date.now() }
    await sleep(200)
  }
  // The workers' own CPU time for the run: on a box shared with other work, payslips per CPU second vary less than per second.
  const cpu = workers.reduce((t, w, i) => t + cpuSeconds(w.pid) - cpuBefore[i], 0)
  const outcome = await runOutcome(db, run, { since: startedAt })
  const seconds = stalled ? NaN : (new Date(task.finished_at).getTime() - approvedAt) / 1000
  if (stalled) console.log(`  ✖ stalled: ${task.done} of ${task.total} for ${STALL_MS / 1000} s, task ${task.state}`)
  const exact = !stalled && task.state === 'completed' && outcome.payslips === PEOPLE && outcome.people === PEOPLE && outcome.documents === PEOPLE && outcome.files === PEOPLE
  if (!exact) failures += 1
  console.log(`  task ${task.state}, ${outcome.payslips} payslips, ${outcome.documents} documents, ${outcome.files} files${exact ? '' : '  ✖ not exactly one per person'}`)
  results.push({ workers: count, people: PEOPLE, seconds, perSecond: PEOPLE / seconds, exact, cpu, load })
  await Promise.all(workers.map((w) => { w.kill('SIGTERM'); return w.exited }))
  removeRunFiles(run)
  await q.obliterate({ force: true })
  await q.close()
  await connection.quit()
}
await db.close()

console.log(`\njobs bench (PostgreSQL, BullMQ on Redis, ${concurrency} jobs at once per worker process, 25 payslips a job):`)
for (const r of results) {
  console.log(`  ${r.workers} worker process${r.workers > 1 ? 'es' : ''}: ${r.people} payslips, approval → last payslip ${r.seconds.toFixed(1)} s, ${Math.round(r.perSecond)} payslips/s; workers' CPU ${r.cpu.toFixed(1)} s (${Math.round(r.people / r.cpu)} payslips per CPU second); load average ${r.load.toFixed(1)} at the approval${r.exact ? '' : ' (NOT exact)'}`)
}
process.exit(failures ? 1 : 0)
