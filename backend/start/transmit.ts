import transmit from '@adonisjs/transmit/services/main'
import db from '@adonisjs/lucid/services/db'
import { visible } from '#controllers/jobs_controller'

/** Who may follow a job's channel (issue 44): who may read the job (GET /api/jobs/:id). */
transmit.authorize<{ id: string }>('jobs/:id', async (ctx, { id }) => {
  const row = /^\d{1,9}$/.test(id) ? await db.from('background_jobs').where('id', Number(id)).first() : null
  return !!row && (await visible(ctx, row))
})
