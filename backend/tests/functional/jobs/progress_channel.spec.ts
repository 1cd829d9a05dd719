import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { demoUser, DEMO_EMAILS } from '#tests/helpers'
import { createTask, recordProgress } from '#services/jobs/tasks'

/**
 * Issue 44: a job's progress is pushed to the browser by server-sent events (@adonisjs/transmit).
 * The stream itself is anonymous; a subscription to `jobs/<id>` is asked signed in and granted to
 * whoever may read the job, and then the stream carries what GET /api/jobs/:id answers.
 */
test.group('Background jobs: progress pushed to the browser (issue 44)', () => {
  test('the company HR following a payslip run gets its progress; an employee or another company may not subscribe', async ({ client, assert, cleanup }) => {
    const hr = await demoUser(DEMO_EMAILS.hrAdmin)
    const cycle = await db.from('paycycles').where('customer_id', hr.customerId!).first()
    const id = await createTask(db, { kind: 'payslips', customerId: hr.customerId, userId: hr.id, subject: { type: 'paycycle', id: Number(cycle.id) }, total: 4, params: {} })
    cleanup(async () => { await db.from('background_jobs').where('id', id).delete() })

    const uid = randomUUID()
    const abort = new AbortController()
    cleanup(() => abort.abort())
    const stream = await fetch(`http://127.0.0.1:${process.env.PORT}/api/__transmit/events?uid=${uid}`, { signal: abort.signal })
    assert.equal(stream.status, 200)
    assert.match(String(stream.headers.get('content-type')), /^text\/event-stream/)
    const reader = stream.body!.getReader()
    let seen = ''
    const until = async (pattern: RegExp) => {
      const deadline = Date.now() + 10_000
      while (!pattern.test(seen) && Date.now() < deadline) {
        const { value, done } = await reader.read()
        if (done) break
        seen += new TextDecoder().decode(value)
      }
      return pattern.test(seen)
    }

    const channel = `jobs/${id}`
    ;(await client.post('/api/__transmit/subscribe').json({ uid, channel }).loginAs(await demoUser(DEMO_EMAILS.employee))).assertStatus(403)
    ;(await client.post('/api/__transmit/subscribe').json({ uid, channel }).loginAs(await demoUser(DEMO_EMAILS.otherEmployee))).assertStatus(403)
    ;(await client.post('/api/__transmit/subscribe').json({ uid, channel: 'jobs/999999999' }).loginAs(hr)).assertStatus(403)
    // Bad input is named, never a 500: no uid, a channel that is not text or not a channel's form.
    for (const [body, name] of [[{ channel }, 'uid'], [{ uid, channel: ['jobs/1'] }, 'channel'], [{ uid, channel: '../jobs' }, 'channel'], [{}, 'uid']] as const) {
      const bad = await client.post('/api/__transmit/subscribe').json(body).loginAs(hr)
      bad.assertStatus(422)
      assert.equal(bad.body().errors[0].field, name)
    }
    assert.equal((await fetch(`http://127.0.0.1:${process.env.PORT}/api/__transmit/events`)).status, 422)
    ;(await client.post('/api/__transmit/subscribe').json({ uid, channel }).loginAs(hr)).assertStatus(204)

    await db.transaction(async (trx) => { await recordProgress(trx, id, async () => 3) })
    assert.isTrue(await until(/"done":3/), seen)
    const message = JSON.parse(seen.split('\n').find((l) => l.startsWith('data:') && l.includes('"done":3'))!.slice(5))
    assert.equal(message.channel, channel)
    assert.include(message.payload, { id, state: 'running', done: 3, total: 4 })
    await db.transaction(async (trx) => { await recordProgress(trx, id, async () => 4) })
    assert.isTrue(await until(/"state":"completed"/), seen)
  })
})
