import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import vine from '@vinejs/vine'
import { randomUUID } from 'node:crypto'
import { getResource, restrictedValueViolations, EXPENSE_STATUSES } from '@hr/shared'
import { ApiError, type FieldError } from '#exceptions/api_error'
import { resourceAction } from '#policies/abilities'
import { ResourceRepository } from '#resources/repository'
import { messagesFor, resourceValidator } from '#resources/validator'
import { requestLang, translate } from '#services/i18n'
import { claimLimitView } from '#services/expenses/expense_rules'
import { expenseTotals } from '#services/expenses/totals'

const isoDate = () => vine.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/)
export const totalsQuery = vine.compile(vine.object({
  person_id: vine.number().withoutDecimals().positive().optional(),
  status: vine.enum(EXPENSE_STATUSES).optional(),
  allowance_item_id: vine.number().withoutDecimals().positive().optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
}))
/** Fields a split's parts set each (a part's name and notes default to the receipt's); the rest of the body is common to every part. */
const PART_FIELDS = ['allowance_item_id', 'amount', 'taxable_amount', 'name', 'notes'] as const
const PART_ONLY: readonly string[] = ['allowance_item_id', 'amount', 'taxable_amount']

/**
 * Expenses beside the catalogue's /api/expense endpoints (issue 15): the decision on a claim, one
 * receipt split into several claims, and the totals of the claims screen. Which rows and who: the
 * catalogue's rules (tenant scope in the repository, the shared can() through Bouncer).
 */
export default class ExpenseController {
  /**
   * GET /api/expense/:id/limits: the claim against its item's limits as the decider sees it beside
   * the decision (the limits, the claim and the month's counted total, in the limits' currency),
   * judged now; `limits: null` for an item without limits. Readable by whoever may read the claim.
   */
  async limits(ctx: HttpContext) {
    const def = getResource('expense')
    const repo = new ResourceRepository(def, ctx.tenancy, requestLang(ctx))
    const current = await repo.find(ctx.params.id)
    await ctx.bouncer.authorize(resourceAction, 'show', def, current)
    return { id: Number(current.id), limits: await claimLimitView(db, Number(current.id)) }
  }

  /**
   * POST /api/expense/split { ...the claim's common fields, parts: [{ allowance_item_id, amount, taxable_amount?, name?, notes? }] }:
   * one receipt as several claims (2 to 20 parts), all created or none; a part's errors are named parts.<i>.<field>.
   */
  async split(ctx: HttpContext) {
    const def = getResource('expense')
    const lang = requestLang(ctx)
    const body = ctx.request.body()
    const parts = body.parts
    if (!Array.isArray(parts) || parts.length < 2 || parts.length > 20 || !parts.every((p) => p && typeof p === 'object' && !Array.isArray(p))) {
      const message = translate(lang, 'messages.expense_split_parts')
      throw ApiError.unprocessable(message, [{ field: 'parts', rule: 'array', message }])
    }
    await ctx.bouncer.authorize(resourceAction, 'create', def)
    const common = Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'parts' && !PART_ONLY.includes(k)))
    const validator = resourceValidator(def, 'create')
    const rows: Record<string, unknown>[] = []
    const errors: FieldError[] = []
    for (const [i, part] of parts.entries()) {
      const picked = Object.fromEntries(PART_FIELDS.filter((f) => part[f] !== undefined).map((f) => [f, part[f]]))
      const merged = { ...common, ...picked }
      try {
        rows.push(await validator.validate(merged, { messagesProvider: messagesFor(def, lang) }))
      } catch (error: any) {
        if (!Array.isArray(error?.messages)) throw error
        errors.push(...error.messages.map((m: FieldError) => ({ ...m, field: m.field in picked || PART_ONLY.includes(m.field) ? `parts.${i}.${m.field}` : m.field })))
      }
    }
    if (errors.length) {
      // A common field's error is named once, not once per part.
      const unique = [...new Map(errors.map((e) => [`${e.field}|${e.rule}`, e])).values()]
      throw ApiError.unprocessable('validation_failed', unique)
    }
    for (const row of rows) {
      await ctx.bouncer.authorize(resourceAction, 'create', def, row)
      const refused = restrictedValueViolations(ctx.auth.getUserOrFail().roleSubject(), def, row)
      if (refused.length) throw new ApiError(refused[0].message, 403)
    }
    const group = randomUUID()
    const items = await db.transaction(async (trx) => {
      const repo = new ResourceRepository(def, ctx.tenancy, lang).withClient(trx)
      const created = []
      for (const [i, row] of rows.entries()) {
        try {
          created.push(await repo.create(row))
        } catch (error) {
          if (error instanceof ApiError && error.errors) {
            throw new ApiError(error.message, error.status, error.errors.map((e) => ({ ...e, field: PART_ONLY.includes(e.field) ? `parts.${i}.${e.field}` : e.field })))
          }
          throw error
        }
      }
      await trx.from('expenses').whereIn('id', created.map((c) => Number(c.id))).update({ split_group: group })
      return created.map((c) => ({ ...c, split_group: group }))
    })
    ctx.response.status(201)
    return { split_group: group, items }
  }

  /** GET /api/expense-total?person_id=&status=&allowance_item_id=&from=&to= */
  async totals(ctx: HttpContext) {
    await ctx.bouncer.authorize(resourceAction, 'list', getResource('expense'))
    const filters = await totalsQuery.validate(ctx.request.qs())
    const customerId = ctx.tenancy.customerId
    if (!customerId) throw ApiError.forbidden('customer_inactive')
    return expenseTotals(ctx.tenancy, customerId, filters)
  }
}
