import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import '#services/jobs/handlers'
import { setUpQueue, startWorker, queue } from '#services/jobs/queue'

/**
 * The queue (issue 44) in the server process: its driver set up, and a worker running unless
 * QUEUE_WORKER=off (separate `node ace queue:work` processes then run the jobs). API tests run
 * their jobs themselves (tests/jobs_helpers.ts), so a worker there is asked for explicitly.
 */
await setUpQueue()
const wanted = env.get('QUEUE_WORKER') ?? (app.inTest ? 'off' : 'on')
if (wanted === 'on') {
  const worker = await startWorker()
  logger.info(`queue worker ${worker.id} started (${queue().kind})`)
  app.terminating(async () => {
    await worker.stop()
  })
}
app.terminating(async () => {
  await queue().close()
})
