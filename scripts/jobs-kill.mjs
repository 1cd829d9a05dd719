/**
 * Issue 44's kill test: a worker killed in the middle of a payslip run loses nothing and doubles
 * nothing. On a fresh database (migrate + seed), a run of 1,000 people is approved through the
 * payroll service (`node ace payroll:bench-payslip-run`), its 40 jobs in the queue; a worker
 * (`node ace queue:work`, a short lease) is SIGKILLed once about half the payslips exist, a second
 * worker takes over the jobs the dead one held when their leases run out, and the run must end with
 * exactly one payslip, one payslip document and one PDF in Drive's folder per person, its task
 * completed with done = 1,000.
 * Each check prints its outcome; the last line is `N passed, N failed` (npm test reads it).
 * Usage: node scripts/jobs-kill.mjs   (DB_CONNECTION=pg DB_DATABASE=… for PostgreSQL; SQLite by default)
 */
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { BACKEND, ace, buildShared, checklist } from './lib.mjs'
import { ensureEnv } from './env.mjs'
import { approvePayslipRun, openDb, removeRunFiles, runOutcome, sleep, startWorker } from './jobs-lib.mjs'

const PEOPLE = Number(process.env.KILL_PEOPLE ?? 1000)
const LEASE_MS = 3000
const connection = process.env.DB_CONNECTION ?? 'sqlite'
const env = {
  // SQLite: always this test's own file (it is recreated), whatever DB_DATABASE the shell has.
  DB_CONNECTION: connection, DB_DATABASE: connection === 'sqlite' ? 'tmp/jobs-kill.sqlite3' : process.env.DB_DATABASE,
  NODE_ENV: 'development', LOG_LEVEL: 'warn', DRIVE_DISK: 'fs',
  // The embedded database queue; the lease short so the takeover comes within seconds.
  QUEUE_DRIVER: 'database', QUEUE_LEASE_MS: String(LEASE_MS), QUEUE_POLL_MS: '200',
}

ensureEnv()
await buildShared()
mkdirSync(join(BACKEND, 'tmp'), { recursive: true })
if (env.DB_CONNECTION === 'sqlite') for (const s of ['', '-wal', '-shm']) rmSync(join(BACKEND, `${env.DB_DATABASE}${s}`), { force: true })
await ace(['migration:fresh', '--force'], env)
await ace(['db:seed'], env)

const { check, finish } = checklist()
const workers = []
process.on('exit', () => workers.forEach((w) => w.exitCode === null && w.kill('SIGKILL')))

const started = Date.now()
const payslipRun = await approvePayslipRun(env, PEOPLE)
removeRunFiles(payslipRun)
console.log(`run approved: task ${payslipRun.task}, cycle ${payslipRun.cycle}, ${payslipRun.people} people ("${payslipRun.message}")`)
const db = await openDb(env)
const count = async () => Number((await db.query('SELECT COUNT(*) AS n FROM payslips WHERE paycycle_id = ?', [payslipRun.cycle]))[0].n)
// (The approval's notification e-mails are queued jobs too: only the run's own are counted.)
check(Number((await db.query("SELECT COUNT(*) AS n FROM queue_jobs WHERE name = 'payslips.issue'"))[0].n) === Math.ceil(PEOPLE / 25) && (await count()) === 0,
  `the approval queued ${Math.ceil(PEOPLE / 25)} jobs and issued no payslip itself`)

// 1. The first worker, killed outright once about half the payslips exist.
const first = startWorker(env, 'worker 1')
workers.push(first)
let atKill = 0
const until = Date.now() + 60_000
while (Date.now() < until && first.exitCode === null) {
  atKill = await count()
  if (atKill >= PEOPLE / 2) break
  await sleep(50)
}
first.kill('SIGKILL')
const { signal } = await first.exited
const afterKill = await count()
const held = await db.query("SELECT COUNT(*) AS n FROM queue_jobs WHERE state = 'active'")
check(signal === 'SIGKILL' && afterKill > 0 && afterKill < PEOPLE,
  `worker 1 killed (${signal}) with ${afterKill} of ${PEOPLE} payslips issued (polled ${atKill})`)
check(Number(held[0].n) > 0, `the killed worker left ${held[0].n} jobs claimed under its lease (taken over once it runs out, ${LEASE_MS} ms)`)

// 2. A second worker finishes the run.
const restartedAt = Date.now()
const second = startWorker(env, 'worker 2')
workers.push(second)
let outcome = null
while (Date.now() - restartedAt < 90_000) {
  const [task] = await db.query('SELECT state FROM background_jobs WHERE id = ?', [payslipRun.task])
  const waiting = Number((await db.query('SELECT COUNT(*) AS n FROM queue_jobs'))[0].n)
  if (!['queued', 'running'].includes(task.state) && waiting === 0) break
  await sleep(250)
}
const finishedIn = Date.now() - restartedAt
second.kill('SIGTERM')
await second.exited
outcome = await runOutcome(db, payslipRun)
await db.close()
removeRunFiles(payslipRun)

const { task } = outcome
check(task.state === 'completed' && Number(task.done) === PEOPLE && Number(task.total) === PEOPLE,
  `worker 2 completed the run in ${(finishedIn / 1000).toFixed(1)} s: task ${task.state}, done ${task.done} of ${task.total}${task.error ? ` (${task.error})` : ''}`)
check(outcome.payslips === PEOPLE && outcome.people === PEOPLE, `exactly ${PEOPLE} payslips rows, one per person (${outcome.payslips} rows, ${outcome.people} people)`)
check(outcome.documents === PEOPLE && outcome.linked === PEOPLE, `exactly ${PEOPLE} payslip documents, each its payslip's (${outcome.documents} documents, ${outcome.linked} linked)`)
check(outcome.files === PEOPLE && outcome.pdfs === PEOPLE,
  `exactly ${PEOPLE} payslip files in Drive's folder (doc/payslip-${payslipRun.cycle}-${payslipRun.task}-*.pdf: ${outcome.files}, ${outcome.pdfs} PDFs named by a document)`)
check(Object.keys(outcome.jobs).length === 0, `no job left in the queue (${JSON.stringify(outcome.jobs)})`)
console.log(`figures: ${PEOPLE} people, killed at ${afterKill} payslips, ${held[0].n} jobs held by the dead worker, second worker done in ${(finishedIn / 1000).toFixed(1)} s, whole test ${Math.round((Date.now() - started) / 1000)} s`)
finish()
