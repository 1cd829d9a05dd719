import { displayDate } from '@hr/shared'
import { notifyUser } from '#services/notifications'
import { defineEffects } from '#workflow/effects'
import { claimLimits } from './expense_rules.js'

/**
 * The claim workflow's effects (declared in shared expense-workflow.ts; run by the kernel for
 * POST /api/expense/:id/status): a decision keeps the claim's limits as judged then, and tells the person.
 */
defineEffects('expense', {
  /** The limits are judged now, over the month's claims as they stand, and kept with the decision. */
  claim_limits: {
    async prepare(ctx) {
      Object.assign(ctx.set, await claimLimits(ctx.trx, ctx.row))
    },
  },
  notify_person: {
    async apply(ctx) {
      if (!ctx.person?.user_id) return
      const claim = ctx.row
      await notifyUser(ctx.trx, ctx.person.user_id, {
        kind: `expense_${ctx.to}`, customerId: Number(claim.customer_id), link: '/my-expense',
        params: { name: claim.name, amount: claim.amount, currency: claim.currency, date: displayDate(String(claim.transaction_date)), notes: ctx.notes ?? '' },
      })
    },
  },
})
