import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * node ace queue:work — a worker process (issue 44): runs the queue's jobs and ticks its
 * schedules beside any number of server processes and other workers (the docker-compose `worker`
 * service; the servers then run with QUEUE_WORKER=off). Stops on SIGTERM/SIGINT once its running
 * jobs are done; a job it could not finish is taken over when its lease runs out.
 */
export default class QueueWork extends BaseCommand {
  static commandName = 'queue:work'
  static description = 'Run the background jobs queue'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  @flags.number({ description: 'Jobs run at once (default QUEUE_CONCURRENCY or 4)' })
  declare concurrency?: number

  async run() {
    await import('#services/jobs/handlers')
    const { setUpQueue, startWorker, queue } = await import('#services/jobs/queue')
    await setUpQueue()
    const worker = await startWorker({ concurrency: this.concurrency })
    this.logger.info(`queue worker ${worker.id} started (${queue().kind})`)
    let stopping = false
    const stop = async () => {
      if (stopping) return
      stopping = true
      await worker.stop()
      await queue().close()
      await this.terminate()
    }
    process.on('SIGTERM', () => void stop())
    process.on('SIGINT', () => void stop())
  }
}
