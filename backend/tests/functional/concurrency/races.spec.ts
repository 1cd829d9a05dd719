import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { getResource } from '@hr/shared'
import { demoUser, resourceTag } from '#tests/helpers'
import { GENERATE_RACES, LIMIT_RACES, WORKFLOW_RACES, type WorkflowRace } from './workflows.js'

/**
 * Races on committed rows (no per-test transaction, so on PostgreSQL every request has its own
 * connection and really races for the row), generated over every workflow resource (workflows.ts):
 *  - a generic edit racing the move, REPEATS times: no lost update (the final row and the move's
 *    own answer agree: a moved row carries exactly the edit the move saw, unless the field stays
 *    editable after it), and the edit is never lost silently;
 *  - PARALLEL identical moves: exactly one applies, the rest meet the state machine's refusal;
 *  - parallel creates against a limit: flagged as if sent in turn;
 *  - PARALLEL "generate" calls: every generated row once.
 * The rows, their audit entries and notifications are removed afterwards.
 */
const REPEATS = 10
const PARALLEL = 20
/** What the run raced, printed at its end (the figures in docs/test-figures.md). */
const tally = { cases: 0, races: 0, lost: 0, requests: 0 }

/** Audit entries and notifications written since `mark` (this suite's; the database is this run's alone). */
async function mark() {
  const last = async (table: string) => Number((await db.from(table).max('id as id').first())?.id ?? 0)
  return { audit: await last('audit_logs'), notifications: await last('notifications') }
}
async function sweep(since: Awaited<ReturnType<typeof mark>>) {
  await db.from('audit_logs').where('id', '>', since.audit).delete()
  await db.from('notifications').where('id', '>', since.notifications).delete()
}

const path = (w: WorkflowRace, id: number) => `/api/${w.resource.replace(/_/g, '-')}/${id}`
const edit = async (client: any, w: WorkflowRace, id: number, value: string) =>
  client.post(path(w, id)).json({ update_data: { [w.edit.field]: value } }).loginAs(await demoUser(w.edit.as))
const remove = async (client: any, w: WorkflowRace, id: number) => client.delete(path(w, id)).loginAs(await demoUser(w.edit.as))
const move = async (client: any, w: WorkflowRace, id: number) => client.post(w.move.path(id)).json(w.move.body).loginAs(await demoUser(w.move.as))
const read = async (client: any, w: WorkflowRace, id: number) => (await client.get(path(w, id)).loginAs(await demoUser(w.move.as))).body()

/**
 * Why one race's outcome is a lost update (null when it is not): the move applied once; an edit
 * answered 200 is in the final row, one refused is not; and a row still in the moved state carries
 * the value the move answered with, unless the field stays editable after the move.
 */
function lostUpdate(w: WorkflowRace, before: string, edited: string, editRes: any, moveRes: any, final: any): string | null {
  const field = w.edit.field
  const value = (row: any) => String(row?.[field] ?? '')
  if (moveRes.status() !== 200) return `the move answered ${moveRes.status()}`
  const applied = editRes.status() === 200
  if (!applied && editRes.status() >= 500) return `the edit answered ${editRes.status()}`
  if (value(final) !== (applied ? edited : before)) return `final ${field} ${value(final)} after an edit answered ${editRes.status()}`
  const status = final[w.move.statusField]
  const reopened = typeof w.after === 'object' && applied && status === w.after.reopens
  if (status !== w.move.to && !reopened) return `final ${w.move.statusField} ${status}`
  if (status === w.move.to && w.after !== 'kept' && value(moveRes.body()) !== value(final)) {
    return `moved with ${field} ${value(moveRes.body())}, stored ${value(final)}`
  }
  if (w.after === 'refused' && applied && value(moveRes.body()) !== edited) return 'an edit landed after the move'
  return null
}

/** Runs `body` with the declaration's setup before and its teardown, the rows' removal and the sweep after. */
async function within(client: any, w: WorkflowRace, body: (ids: number[]) => Promise<void>) {
  const since = await mark()
  const ids: number[] = []
  await w.setup?.(client)
  try {
    await body(ids)
  } finally {
    for (const id of ids) await w.remove(id)
    await w.teardown?.()
    await sweep(since)
  }
}

/**
 * The cases of every workflow in `list` (a declaration added to the list gets them all): an edit
 * racing the move, a delete racing the move, and parallel identical moves.
 */
export function workflowRaceTests(list: WorkflowRace[]) {
  for (const w of list) {
    test(`${w.resource}: an edit of ${w.edit.field} racing the move to ${w.move.to}, ${REPEATS} times: no lost update`, async ({ client, assert }) => {
      const lost: string[] = []
      await within(client, w, async (ids) => {
        for (let i = 0; i < REPEATS; i++) {
          const id = await w.make(client)
          ids.push(id)
          const row = await read(client, w, id)
          const value = typeof w.edit.value === 'function' ? w.edit.value(row) : w.edit.value
          // Alternate which request leaves first, so both orders race.
          const [editRes, moveRes] = i % 2
            ? await Promise.all([edit(client, w, id, value), move(client, w, id)])
            : (await Promise.all([move(client, w, id), edit(client, w, id, value)])).reverse()
          const final = await read(client, w, id)
          const why = lostUpdate(w, String(row[w.edit.field] ?? ''), value, editRes, moveRes, final) ?? (await w.effects?.(id, final)) ?? null
          if (why) lost.push(`#${i}: ${why}`)
          tally.races++
          tally.requests += 2
        }
      })
      tally.cases++
      tally.lost += lost.length
      assert.deepEqual(lost, [], `lost updates on ${w.resource}: ${lost.join("; ")}`)
    }).tags([resourceTag(w.resource), 'concurrency'])

    test(`${w.resource}: a delete racing the move to ${w.move.to}, ${REPEATS} times: never both`, async ({ client, assert }) => {
      const wrong: string[] = []
      await within(client, w, async (ids) => {
        for (let i = 0; i < REPEATS; i++) {
          const id = await w.make(client)
          ids.push(id)
          const [deleteRes, moveRes] = i % 2
            ? await Promise.all([remove(client, w, id), move(client, w, id)])
            : (await Promise.all([move(client, w, id), remove(client, w, id)])).reverse()
          const codes = `delete ${deleteRes.status()}, move ${moveRes.status()}`
          const final = await db.from(getResource(w.resource).table).where('id', id).first()
          // A row a move applied to stays (a moved row is kept: its delete is refused); a deleted
          // row was not moved (the move then finds nothing, or a row on its way out).
          if (deleteRes.status() === 200 && moveRes.status() === 200 && !w.deletableAfterMove) wrong.push(`#${i}: ${codes}`)
          else if (deleteRes.status() >= 500 || moveRes.status() >= 500) wrong.push(`#${i}: ${codes}`)
          else if (moveRes.status() === 200 && deleteRes.status() !== 200 && (!final || final.deleted_at)) wrong.push(`#${i}: moved, then gone (${codes})`)
          else if (deleteRes.status() === 200 && final && !final.deleted_at) wrong.push(`#${i}: deleted, still there (${codes})`)
          tally.races++
          tally.requests += 2
        }
      })
      tally.cases++
      tally.lost += wrong.length
      assert.deepEqual(wrong, [], `delete and move on ${w.resource}`)
    }).tags([resourceTag(w.resource), 'concurrency'])

    test(`${w.resource}: ${PARALLEL} parallel moves to ${w.move.to}: exactly one applies, the rest are refused by the state machine`, async ({ client, assert }) => {
      await within(client, w, async (ids) => {
        const id = await w.make(client)
        ids.push(id)
        const results = await Promise.all(Array.from({ length: PARALLEL }, () => move(client, w, id)))
        const codes = results.map((r) => r.status())
        tally.cases++
        tally.requests += PARALLEL
        tally.lost += Math.max(0, codes.filter((c) => c === 200).length - 1)
        assert.equal(codes.filter((c) => c === 200).length, 1, codes.join(','))
        const refusal = w.refusal ?? { status: 422, rule: 'transition' }
        for (const r of results.filter((x) => x.status() !== 200)) {
          assert.equal(r.status(), refusal.status, JSON.stringify(r.body()))
          if (refusal.rule) assert.equal(r.body().errors?.[0]?.rule, refusal.rule, JSON.stringify(r.body()))
        }
        assert.equal((await read(client, w, id))[w.move.statusField], w.move.to)
      })
    }).tags([resourceTag(w.resource), 'concurrency'])
  }
}

test.group('Concurrency (issue 42): each workflow move racing an edit, a delete and itself, on real connections', (group) => {
  group.each.setup(() => limiter.clear(['memory']))
  workflowRaceTests(WORKFLOW_RACES)
})

test.group('Concurrency (issue 42): parallel creates against limits and parallel generation', (group) => {
  group.each.setup(() => limiter.clear(['memory']))
  group.teardown(() => {
    console.log(`  concurrency: ${tally.cases} generated cases, ${tally.races} races of an edit or a delete with a move, ${tally.requests} requests, lost updates: ${tally.lost}`)
  })
  for (const l of LIMIT_RACES) {
    test(`${l.count} parallel creates against ${l.name}: flagged as if sent in turn`, async ({ client, assert }) => {
      const since = await mark()
      const results = await Promise.all(Array.from({ length: l.count }, (_, i) => l.create(client, i)))
      const ids = results.filter((r) => r.status() === 201).map((r) => Number(r.body().id))
      try {
        tally.cases++
        tally.requests += l.count
        const marked = await l.marked(ids)
        tally.lost += Math.abs(l.expectedMarked - marked)
        assert.deepEqual(results.map((r) => r.status()), Array(l.count).fill(201))
        assert.equal(marked, l.expectedMarked)
      } finally {
        await l.remove(ids)
        await sweep(since)
      }
    }).tags(['concurrency'])
  }

  for (const g of GENERATE_RACES) {
    test(`${PARALLEL} parallel calls generating ${g.name}: each row once, every answer clean`, async ({ client, assert }) => {
      const since = await mark()
      const owner = await g.make(client)
      try {
        const results = await Promise.all(Array.from({ length: PARALLEL }, () => g.call(client, owner)))
        const made = await g.made(owner)
        tally.cases++
        tally.requests += PARALLEL
        tally.lost += made.length - new Set(made).size
        assert.isTrue(results.every((r) => r.status() === 200 || r.status() === 409), results.map((r) => r.status()).join(','))
        assert.lengthOf(made, g.expected)
        assert.lengthOf(new Set(made), g.expected)
        // The answers count what each call made: together, every row once.
        assert.equal(results.reduce((n, r) => n + (r.status() === 200 ? Number(r.body().created) : 0), 0), g.expected)
      } finally {
        await g.remove(owner)
        await sweep(since)
      }
    }).tags(['concurrency'])
  }
})
