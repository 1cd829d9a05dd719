import { commentEditable, mobilityCaseDeletable, mobilityCaseOpen } from '@hr/shared'
import type { HookContext } from '#resources/hook_types'
import { registerHooks } from '#resources/hooks'
import { refuse } from '#exceptions/refuse'
import { recordMove } from './case_workflow.js'
import { notifyParticipants } from './participants.js'

/**
 * The rules of visa cases and their comments the generic writes keep (issue 16): a case opens in
 * information_collection (its first timeline entry), its fees name their currency, a closed case
 * no longer changes, and only a case still collecting information may be deleted. Comments go on
 * open cases, reply one level deep within their case, and are their author's to correct for a
 * short while only; each new one is told to the case's other participants.
 */

type Row = Record<string, any>
const hasFee = (r: Row) => (r.service_fee !== undefined && r.service_fee !== null) || (r.vendor_cost !== undefined && r.vendor_cost !== null)

function checkFees(ctx: HookContext, record: Row) {
  if (hasFee(record) && !record.currency) refuse(ctx.lang, 'mobility_fee_currency', 'currency', 'required')
}

async function caseOf(ctx: HookContext, id: unknown) {
  return ctx.client.from('mobility_cases').where('id', Number(id)).first()
}

registerHooks('mobility_case', {
  async beforeCreate(ctx, data) {
    checkFees(ctx, data)
    data.status = 'information_collection'
    data.status_changed_at = new Date().toISOString()
  },
  async afterCreate(ctx, created) {
    await recordMove(ctx.client, created, null, 'information_collection', ctx.tenancy.user, null)
  },
  async beforeUpdate(ctx, current, data) {
    if (!mobilityCaseOpen(current.status)) refuse(ctx.lang, 'mobility_case_closed', 'status', 'state')
    // The stored fees count too: an update naming no currency keeps the case's own.
    const stored = await caseOf(ctx, current.id)
    checkFees(ctx, { ...stored, ...data })
  },
  async beforeDelete(ctx, current) {
    if (!mobilityCaseDeletable(current.status)) refuse(ctx.lang, 'mobility_case_not_deletable', 'status', 'state')
  },
})

registerHooks('mobility_comment', {
  async beforeCreate(ctx, data) {
    const kase = await caseOf(ctx, data.case_id)
    // A case outside the tenant is the reference check's to report.
    if (!kase) return
    if (!mobilityCaseOpen(kase.status)) refuse(ctx.lang, 'mobility_case_closed', 'case_id', 'state')
    if (data.parent_id !== undefined && data.parent_id !== null) {
      const parent = await ctx.client.from('mobility_comments').where('id', Number(data.parent_id)).first()
      if (parent && Number(parent.case_id) !== Number(kase.id)) refuse(ctx.lang, 'mobility_comment_parent_case', 'parent_id', 'sameCase')
      if (parent?.parent_id) refuse(ctx.lang, 'mobility_comment_reply_depth', 'parent_id', 'depth')
    }
    data.person_id = Number(kase.person_id)
    data.author_name = ctx.tenancy.user.name ?? ctx.tenancy.user.email
  },
  async afterCreate(ctx, created) {
    const kase = await caseOf(ctx, created.case_id)
    const excerpt = String(created.body).length > 140 ? `${String(created.body).slice(0, 139)}…` : String(created.body)
    await notifyParticipants(ctx.client, kase, ctx.tenancy.user.id, 'mobility_comment', { author: created.author_name, excerpt })
  },
  async beforeUpdate(ctx, current, data) {
    if (!commentEditable(String(current.created_at))) refuse(ctx.lang, 'mobility_comment_edit_window', 'body', 'editWindow')
    data.edited_at = new Date().toISOString()
  },
})
