import { getResource } from '@hr/shared'
import type { HookContext } from '#resources/hook_types'
import { registerHooks } from '#resources/hooks'
import { ResourceRepository } from '#resources/repository'
import { fromMinor, minorDigits } from '#services/money'
import { refuse } from '#exceptions/refuse'

/**
 * The rules of insurance the generic writes keep (issue 16): a person enrols in an active plan of
 * their company; a dependent is covered only within the enrolment's dates. A company plan with a
 * premium and its pay item puts the premium on the person's pay items, from the plan start to its
 * end, while the person is on a payroll; the pay item follows the enrolment's dates and goes with it.
 */

type Row = Record<string, any>
const dateOf = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v).slice(0, 10))

/** The premium pay item an enrolment in `plan` gives `personId`, or null when it gives none. */
async function premiumItem(ctx: HookContext, plan: Row | undefined, enrolment: Row) {
  // No such plan: the reference check that follows the hooks refuses it, naming plan_id.
  if (!plan || plan.purchasing_type !== 'company' || plan.premium === null || !plan.pay_item_id || !plan.currency) return null
  const onPayroll = await ctx.client.from('payroll_members').where('person_id', Number(enrolment.person_id)).first()
  if (!onPayroll) return null
  return {
    person_id: Number(enrolment.person_id), pay_item_id: Number(plan.pay_item_id), category: 'insurance_premium',
    frequency: 'monthly', gross_type: 'gross', pay_option: 'non_deductible', currency: plan.currency,
    value: fromMinor(String(plan.premium), minorDigits(plan.currency)),
    effective_date: dateOf(enrolment.plan_start_date), end_date: dateOf(enrolment.plan_end_date), notes: String(plan.name),
  }
}

const payItems = (ctx: HookContext) => new ResourceRepository(getResource('person_pay_item'), ctx.tenancy, ctx.lang, ctx.client as never)
const planOf = (ctx: HookContext, id: unknown) => ctx.client.from('insurance_plans').where('id', Number(id)).first()

registerHooks('insurance_enrolment', {
  async beforeCreate(ctx, data) {
    const plan = await planOf(ctx, data.plan_id)
    if (plan && !plan.is_active) refuse(ctx.lang, 'insurance_plan_inactive', 'plan_id', 'active')
  },
  async afterCreate(ctx, created) {
    const item = await premiumItem(ctx, await planOf(ctx, created.plan_id), created)
    if (!item) return
    const added = await payItems(ctx).create(item)
    await ctx.client.from('insurance_enrolments').where('id', Number(created.id)).update({ person_pay_item_id: added.id })
    created.person_pay_item_id = added.id
  },
  async beforeUpdate(ctx, current, data) {
    const merged = { ...current, ...data }
    if (data.plan_id !== undefined && Number(data.plan_id) !== Number(current.plan_id)) {
      const plan = await planOf(ctx, data.plan_id)
      if (plan && !plan.is_active) refuse(ctx.lang, 'insurance_plan_inactive', 'plan_id', 'active')
    }
    const item = await premiumItem(ctx, await planOf(ctx, merged.plan_id), merged)
    const existing = current.person_pay_item_id ? Number(current.person_pay_item_id) : null
    if (existing && (await ctx.client.from('person_pay_items').where('id', existing).first())) {
      if (item) await payItems(ctx).update(existing, { pay_item_id: item.pay_item_id, currency: item.currency, value: item.value, effective_date: item.effective_date, end_date: item.end_date, notes: item.notes })
      else { await payItems(ctx).delete(existing); data.person_pay_item_id = null }
    } else if (item) {
      data.person_pay_item_id = (await payItems(ctx).create(item)).id
    }
    // Dependents stay within the enrolment's dates.
    const outside = await ctx.client.from('insurance_dependents').where('enrolment_id', Number(current.id))
      .where((w) => {
        w.where('covered_from', '<', dateOf(merged.plan_start_date)!)
        if (merged.plan_end_date) w.orWhere('covered_to', '>', dateOf(merged.plan_end_date)!).orWhereNull('covered_to')
      }).first()
    if (outside) refuse(ctx.lang, 'insurance_dependents_outside_plan', 'plan_start_date', 'dependents', { name: outside.name })
  },
  async beforeDelete(ctx, current) {
    if (current.person_pay_item_id && (await ctx.client.from('person_pay_items').where('id', Number(current.person_pay_item_id)).first())) {
      await payItems(ctx).delete(current.person_pay_item_id)
    }
  },
})

registerHooks('insurance_dependent', {
  async beforeCreate(ctx, data) { await checkCover(ctx, data) },
  async beforeUpdate(ctx, current, data) { await checkCover(ctx, { ...current, ...data }) },
})

/** A dependent is covered from the plan's start at the earliest and until its end at the latest. */
async function checkCover(ctx: HookContext, dependent: Row) {
  const enrolment = await ctx.client.from('insurance_enrolments').where('id', Number(dependent.enrolment_id)).first()
  if (!enrolment) return
  const start = dateOf(enrolment.plan_start_date)!
  const end = dateOf(enrolment.plan_end_date)
  const from = dateOf(dependent.covered_from)
  const to = dateOf(dependent.covered_to)
  if (from && from < start) refuse(ctx.lang, 'insurance_dependent_outside_plan', 'covered_from', 'withinPlan')
  if (end && (!to || to > end)) refuse(ctx.lang, 'insurance_dependent_outside_plan', 'covered_to', 'withinPlan')
}
