import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import vine from '@vinejs/vine'
import { can, formatDays, getResource, LEAVE_SESSIONS, parseDays, type LeaveSession } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { resourceAction } from '#policies/abilities'
import { ResourceRepository } from '#resources/repository'
import { recordEvent } from '#services/audit'
import { requestLang, translate } from '#services/i18n'
import { balancesOf, expireCarriedDays, writerOf } from '#services/time_off/ledger'
import { carryOver, grantYear } from '#services/time_off/year_end'
import { countLeave, refuseOutOfRange } from '#services/time_off/leave_rules'
import { leaveSettingsOf, settingsBody } from '#services/time_off/settings'

const isoDate = () => vine.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/)
export const daysQuery = vine.compile(vine.object({
  person_id: vine.number().withoutDecimals().positive(),
  leave_type_id: vine.number().withoutDecimals().positive().optional(),
  start_date: isoDate(),
  end_date: isoDate(),
  session: vine.enum(LEAVE_SESSIONS).optional(),
}))
export const balanceQuery = vine.compile(vine.object({
  person_id: vine.number().withoutDecimals().positive(),
  year: vine.number().withoutDecimals().range([2000, 2100]).optional(),
}))
export const yearBody = vine.compile(vine.object({ year: vine.number().withoutDecimals().range([2000, 2100]) }))
export const settingsBodyValidator = vine.compile(vine.object({
  allow_negative: vine.boolean().optional(),
  day_count: vine.enum(['working', 'calendar'] as const).optional(),
  carry_over_max: vine.string().trim().regex(/^\d{1,3}(\.\d)?$/).optional(),
  carry_over_expiry: vine.string().trim().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/).optional(),
}))

/**
 * Time off beside the catalogue's own leave endpoints (issue 13): the status workflow, balances,
 * the live day count of the request form, and the customer's leave settings. Which rows and who:
 * the catalogue's rules (tenant scope in the repository, the shared can() through Bouncer).
 */
export default class LeaveController {
  /** GET /api/leave/balance?person_id=&year= → { items: [{ leave_type_id, name, entitlement, carried, carried_expiry, taken, pending, available }] } */
  async balance(ctx: HttpContext) {
    const { person_id: personId, year = new Date().getUTCFullYear() } = await balanceQuery.validate(ctx.request.qs())
    const customerId = await this.personCustomer(ctx, personId)
    await expireCarriedDays(db, { customerId, personIds: [personId] })
    const balances = await balancesOf(db, customerId, [personId], year, requestLang(ctx))
    return { person_id: personId, year, items: balances.get(personId) ?? [] }
  }

  /** GET /api/leave/days?person_id=&start_date=&end_date=&session=&leave_type_id= → { total_days } (the count the create stores) */
  async days(ctx: HttpContext) {
    const input = await daysQuery.validate(ctx.request.qs())
    // Bounded before anything is read or counted: the count walks the range day by day.
    refuseOutOfRange(requestLang(ctx), input.start_date, input.end_date)
    const customerId = await this.personCustomer(ctx, input.person_id)
    const leaveTypeId = input.leave_type_id ?? Number((await db.from('leave_types').orderBy('id').select('id').first())?.id)
    const { tenths } = await countLeave(db, requestLang(ctx), {
      customer_id: customerId, person_id: input.person_id, leave_type_id: leaveTypeId,
      start_date: input.start_date, end_date: input.end_date, session: (input.session ?? 'full_day') as LeaveSession,
    })
    return { total_days: formatDays(tenths) }
  }

  /** GET /api/leave-setting: the acting customer's leave settings (defaults until saved). */
  async showSettings(ctx: HttpContext) {
    const customerId = await this.settingsCustomer(ctx, 'list')
    return settingsBody(await leaveSettingsOf(db, customerId))
  }

  /** POST /api/leave-setting { allow_negative?, day_count?, carry_over_max?, carry_over_expiry? } (the time privilege) */
  async saveSettings(ctx: HttpContext) {
    const customerId = await this.settingsCustomer(ctx, 'update')
    const input = await ctx.request.validateUsing(settingsBodyValidator)
    const now = new Date().toISOString()
    const current = await leaveSettingsOf(db, customerId)
    const next = {
      allow_negative: input.allow_negative ?? current.allow_negative,
      day_count: input.day_count ?? current.day_count,
      carry_over_max: input.carry_over_max !== undefined ? parseDays(input.carry_over_max) : current.carry_over_max,
      carry_over_expiry: input.carry_over_expiry ?? current.carry_over_expiry,
    }
    await db.transaction(async (trx) => {
      const exists = await trx.from('leave_settings').where('customer_id', customerId).first()
      if (exists) await trx.from('leave_settings').where('customer_id', customerId).update({ ...next, updated_at: now })
      else await trx.table('leave_settings').insert({ customer_id: customerId, ...next, created_at: now, updated_at: now })
      await recordEvent(trx, { customerId, userId: ctx.auth.getUserOrFail().id, entityName: 'leave_setting', entityId: customerId, action: 'update', actionInfo: JSON.stringify({ changes: input }) })
    })
    return { ...settingsBody(next), message: translate(requestLang(ctx), 'common.saved') }
  }

  /** POST /api/leave/year-start { year }: every staff member's default entitlements for the year, where missing (the time privilege). */
  async yearStart(ctx: HttpContext) {
    const { year, count } = await this.yearStep(ctx, 'year_start', grantYear)
    return { year, granted: count, message: translate(requestLang(ctx), 'messages.leave_year_started', { count, year }) }
  }

  /** POST /api/leave/carry-over { year }: what is left of the year, up to the carry-over maximum, into the next (the time privilege). */
  async carryOver(ctx: HttpContext) {
    const { year, count } = await this.yearStep(ctx, 'carry_over', carryOver)
    return { year, carried: count, message: translate(requestLang(ctx), 'messages.leave_carried_over', { count, year, next: year + 1 }) }
  }

  /** A leave-year step for the acting customer, in one transaction with its audit entry. */
  private async yearStep(ctx: HttpContext, action: string, step: typeof grantYear) {
    const customerId = await this.settingsCustomer(ctx, 'update')
    const { year } = await ctx.request.validateUsing(yearBody)
    const count = await db.transaction(async (trx) => {
      const n = await step(trx, writerOf(ctx.tenancy), customerId, year)
      await recordEvent(trx, { customerId, userId: ctx.tenancy.user.id, entityName: 'leave_setting', entityId: customerId, action, actionInfo: JSON.stringify({ year, count: n }) })
      return n
    })
    return { year, count }
  }

  /** The person's customer, when the caller may read that person's leave (else 404 / 403 like a record). */
  private async personCustomer(ctx: HttpContext, personId: number) {
    const person = await new ResourceRepository(getResource('people'), ctx.tenancy, requestLang(ctx)).find(personId)
    const probe = { person_id: personId, customer_id: person.customer_id }
    if (!can(ctx.auth.getUserOrFail().roleSubject(), 'show', getResource('leave'), probe)) throw ApiError.forbidden('forbidden')
    return Number(person.customer_id)
  }

  private async settingsCustomer(ctx: HttpContext, action: 'list' | 'update') {
    // Everyone of the company reads the rules their requests follow; whoever keeps entitlements (the time privilege) changes them.
    if (action === 'update') await ctx.bouncer.authorize(resourceAction, 'update', getResource('leave_entitlement'))
    const customerId = ctx.tenancy.customerId
    if (!customerId) throw ApiError.forbidden('customer_inactive')
    return customerId
  }
}
