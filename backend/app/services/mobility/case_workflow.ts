import db from '@adonisjs/lucid/services/db'
import type { Client } from '#services/time_off/settings'
import { defineEffects } from '#workflow/effects'
import { notifyParticipants } from './participants.js'

type Row = Record<string, any>

/** One entry of a case's timeline: the move, who made it and when (the case's opening has no `from`). */
export async function recordMove(client: Client, kase: Row, from: string | null, to: string, actor: { id: number; name?: string | null; email?: string }, notes: string | null) {
  await client.table('mobility_case_events').insert({
    customer_id: Number(kase.customer_id), case_id: Number(kase.id), from_status: from, to_status: to, notes,
    actor_id: actor.id, actor_name: actor.name ?? actor.email ?? null, created_at: new Date().toISOString(),
  })
}

/** The case's moves, oldest first, as the timeline shows them. */
export async function timeline(caseId: number) {
  const rows = await db.from('mobility_case_events').where('case_id', caseId).orderBy('id', 'asc')
  return rows.map((r) => ({
    id: Number(r.id), from_status: r.from_status ?? null, to_status: r.to_status, notes: r.notes ?? null,
    actor_id: r.actor_id === null ? null : Number(r.actor_id), actor_name: r.actor_name ?? null,
    created_at: new Date(r.created_at).toISOString(),
  }))
}

/**
 * The visa case workflow's effects (declared in shared mobility-workflow.ts; run by the kernel for
 * POST /api/mobility-case/:id/status): every move joins the case's timeline, and its participants are told.
 */
defineEffects('mobility_case', {
  timeline: {
    async prepare(ctx) {
      ctx.set.status_changed_at = new Date().toISOString()
    },
    apply: (ctx) => recordMove(ctx.trx, ctx.row, ctx.from, ctx.to!, ctx.tenancy.user, ctx.notes),
  },
  notify_participants: {
    apply: (ctx) => notifyParticipants(ctx.trx, ctx.row, ctx.tenancy.user.id, `mobility_${ctx.to}`, { notes: ctx.notes ?? '' }),
  },
})
