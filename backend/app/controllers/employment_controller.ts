import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { getResource, type CrudAction } from '@hr/shared'
import { ApiError } from '#exceptions/api_error'
import { resourceAction } from '#policies/abilities'
import { ResourceRepository } from '#resources/repository'
import { messagesFor, resourceValidator } from '#resources/validator'
import { requestLang, translate } from '#services/i18n'
import { assertCountryChangeable } from '#services/person_lifecycle'
import { serializeRow } from '#resources/serializer'

type Row = Record<string, unknown>

/** The paycycles of the payrolls the person is on, by period (their names are what a stop records). */
async function runOffPaycycles(personId: number) {
  const rows = await db.from('paycycles').join('payrolls', 'payrolls.id', 'paycycles.payroll_id')
    .whereIn('paycycles.payroll_id', db.from('payroll_members').where('person_id', personId).select('payroll_id'))
    .orderBy('paycycles.period_start').orderBy('paycycles.id')
    .select('paycycles.id', 'paycycles.name', 'paycycles.period_start', 'paycycles.period_end', 'paycycles.stage', 'payrolls.name as payroll_name')
  return rows.map((r) => ({
    id: Number(r.id), name: String(r.name), payroll_name: String(r.payroll_name), stage: String(r.stage),
    period_start: String(r.period_start instanceof Date ? r.period_start.toISOString() : r.period_start).slice(0, 10),
    period_end: String(r.period_end instanceof Date ? r.period_end.toISOString() : r.period_end).slice(0, 10),
  }))
}

/**
 * The person lifecycle workflows of domain §4/§5 (set and stop expat, change country, offboard).
 * Each loads the person through the tenant-scoped repository (another company's person is a 404),
 * authorizes with the shared rules of the record it writes, validates with that record's catalogue
 * fields, and writes every change (with its audit entries) in one transaction.
 */
export default class EmploymentController {
  private repo(ctx: HttpContext, name: string, trx?: TransactionClientContract) {
    return new ResourceRepository(getResource(name), ctx.tenancy, requestLang(ctx), trx ?? db)
  }

  private async person(ctx: HttpContext) {
    const person = await this.repo(ctx, 'people').find(ctx.params.id)
    await ctx.bouncer.authorize(resourceAction, 'show', getResource('people'), person)
    return person
  }

  private authorize(ctx: HttpContext, action: CrudAction, resource: string, record: Row) {
    return ctx.bouncer.authorize(resourceAction, action, getResource(resource), record)
  }

  /** The body read with the catalogue fields of the record it becomes (same rules and messages as the generic API). */
  private validate(ctx: HttpContext, resource: string, data: Row) {
    const def = getResource(resource)
    const lang = requestLang(ctx)
    return resourceValidator(def, 'create').validate(data, { messagesProvider: messagesFor(def, lang) }, { lang }) as Promise<Row>
  }

  private refuse(ctx: HttpContext, field: string, rule: string, key: string) {
    return ApiError.unprocessable('validation_failed', [{ field, rule, message: translate(requestLang(ctx), key) }])
  }

  /** The person's current terms as the API shows them (dates as YYYY-MM-DD on both databases), or null. */
  private async employmentInfo(personId: number, trx: TransactionClientContract | typeof db = db): Promise<Row | null> {
    const row = await trx.from('employment_infos').where('person_id', personId).first()
    return row ? serializeRow(getResource('employment_info'), row) : null
  }

  /** Keeps the person's current terms in step with a workflow, when the person has terms on file. */
  private async updateInfo(ctx: HttpContext, trx: TransactionClientContract, personId: number, data: Row) {
    const info = await this.employmentInfo(personId, trx)
    if (info) await this.repo(ctx, 'employment_info', trx).update(info.id, data)
    return info
  }

  /** POST /api/people/:id/set-expat { host_country, expat_start_date, effective_date?, run_off_paycycle?, notes? } */
  setExpat = async (ctx: HttpContext) => {
    const person = await this.person(ctx)
    const body = ctx.request.body()
    const record = await this.validate(ctx, 'expat_record', {
      ...body, person_id: person.id, action: 'set', expat_end_date: null,
      effective_date: body.effective_date ?? body.expat_start_date,
    })
    await this.authorize(ctx, 'create', 'expat_record', record)
    if (!record.host_country) throw this.refuse(ctx, 'host_country', 'required', 'validation.host_country_required')
    if (!record.expat_start_date) throw this.refuse(ctx, 'expat_start_date', 'required', 'validation.expat_start_required')
    const info = await this.employmentInfo(person.id as number)
    // Domain §6: an intern (by profile or by hiring type) cannot be an expat; contractors are not staff.
    if (person.profile_type === 'intern' || info?.hiring_type === 'intern') throw this.refuse(ctx, 'is_expat', 'forbiddenWhen', 'validation.intern_cannot_be_expat')
    if (person.type !== 'staff') throw this.refuse(ctx, 'is_expat', 'staffOnly', 'validation.expat_staff_only')
    if (person.is_expat) throw this.refuse(ctx, 'is_expat', 'state', 'validation.already_expat')
    const visaCase = await this.visaCaseOf(ctx, person, record, body)
    return db.transaction(async (trx) => {
      // The person first, judged as locked: of parallel calls one sets the expat, the rest are refused.
      await this.repo(ctx, 'people', trx).update(person.id, { is_expat: true, host_country: record.host_country }, (locked) => {
        if (locked.is_expat) throw this.refuse(ctx, 'is_expat', 'state', 'validation.already_expat')
      })
      const created = await this.repo(ctx, 'expat_record', trx).create(record)
      await this.updateInfo(ctx, trx, person.id as number, { expat_start_date: record.expat_start_date, expat_end_date: null })
      const opened = visaCase ? await this.repo(ctx, 'mobility_case', trx).create(visaCase) : null
      ctx.response.status(201)
      return { ...created, mobility_case_id: opened ? opened.id : null }
    })
  }

  /** POST /api/people/:id/stop-expat { expat_end_date, effective_date?, run_off_paycycle?, notes? } */
  stopExpat = async (ctx: HttpContext) => {
    const person = await this.person(ctx)
    const body = ctx.request.body()
    const info = await this.employmentInfo(person.id as number)
    const record = await this.validate(ctx, 'expat_record', {
      ...body, person_id: person.id, action: 'stop', host_country: person.host_country ?? null,
      expat_start_date: info?.expat_start_date ?? null,
      effective_date: body.effective_date ?? body.expat_end_date,
    })
    await this.authorize(ctx, 'create', 'expat_record', record)
    if (!record.expat_end_date) throw this.refuse(ctx, 'expat_end_date', 'required', 'validation.expat_end_required')
    if (!person.is_expat) throw this.refuse(ctx, 'is_expat', 'state', 'validation.not_expat')
    // Domain §4: on a payroll, the stop names the run-off paycycle, one of that payroll's.
    const cycles = await runOffPaycycles(person.id as number)
    if (cycles.length && !record.run_off_paycycle) throw this.refuse(ctx, 'run_off_paycycle', 'required', 'validation.run_off_paycycle_required')
    if (cycles.length && !cycles.some((c) => c.name === record.run_off_paycycle)) throw this.refuse(ctx, 'run_off_paycycle', 'exists', 'validation.run_off_paycycle_unknown')
    return db.transaction(async (trx) => {
      await this.repo(ctx, 'people', trx).update(person.id, { is_expat: false, host_country: null }, (locked) => {
        if (!locked.is_expat) throw this.refuse(ctx, 'is_expat', 'state', 'validation.not_expat')
      })
      const created = await this.repo(ctx, 'expat_record', trx).create(record)
      await this.updateInfo(ctx, trx, person.id as number, { expat_end_date: record.expat_end_date })
      ctx.response.status(201)
      return created
    })
  }

  /**
   * Setting an expat may open the visa case for the host country in the same step (issue 16):
   * `open_visa_case: true` with the case's visa_type and, optionally, arrive_date (default the
   * expat start) and visa_expiry_date. Checked with the case's own catalogue fields and rules.
   */
  private async visaCaseOf(ctx: HttpContext, person: Row, record: Row, body: Row) {
    if (body.open_visa_case !== true && body.open_visa_case !== 'true') return null
    const data = await this.validate(ctx, 'mobility_case', {
      person_id: person.id, leaving_country: person.country, visiting_country: record.host_country,
      visa_type: body.visa_type, arrive_date: body.arrive_date ?? record.expat_start_date, visa_expiry_date: body.visa_expiry_date ?? null,
    })
    await this.authorize(ctx, 'create', 'mobility_case', data)
    return data
  }

  /** GET /api/people/:id/run-off-paycycles: the paycycles of the person's payroll a stopped expat may run off in (empty: not on a payroll). */
  runOffPaycycles = async (ctx: HttpContext) => {
    const person = await this.person(ctx)
    await this.authorize(ctx, 'create', 'expat_record', { person_id: person.id })
    return { data: await runOffPaycycles(person.id as number) }
  }

  /** POST /api/people/:id/change-country { country, effective_date, host_country?, notes? } — non-expat staff only. */
  changeCountry = async (ctx: HttpContext) => {
    const person = await this.person(ctx)
    const record = await this.validate(ctx, 'country_record', { ...ctx.request.body(), person_id: person.id })
    await this.authorize(ctx, 'create', 'country_record', record)
    assertCountryChangeable(requestLang(ctx), person)
    return db.transaction(async (trx) => {
      await this.repo(ctx, 'people', trx).update(person.id, { country: record.country }, (locked) => assertCountryChangeable(requestLang(ctx), locked))
      const created = await this.repo(ctx, 'country_record', trx).create(record)
      ctx.response.status(201)
      return created
    })
  }

  /**
   * POST /api/people/:id/offboard { last_working_day, status? } — records the last working day and
   * moves the status along domain §4 (staff: separated, then offboarded; contractors: inactive).
   * Needs what removing a person needs: the offboarding privilege.
   */
  offboard = async (ctx: HttpContext) => {
    const person = await this.person(ctx)
    await this.authorize(ctx, 'delete', 'people', person)
    const lang = requestLang(ctx)
    const contractor = person.type === 'contractor'
    const status = String(ctx.request.input('status') ?? (contractor ? 'inactive' : person.status === 'separated' ? 'offboarded' : 'separated'))
    const allowed = contractor ? ['inactive', 'offboarded'] : ['separated', 'offboarded']
    if (!allowed.includes(status)) throw this.refuse(ctx, 'status', 'enum', 'validation.offboard_status')
    const infoDef = getResource('employment_info')
    const { last_working_day: lastDay } = (await resourceValidator(infoDef, 'update').validate(
      { last_working_day: ctx.request.input('last_working_day') }, { messagesProvider: messagesFor(infoDef, lang) },
    )) as Row
    const info = await this.employmentInfo(person.id as number)
    if (!lastDay && !info?.last_working_day) {
      throw ApiError.unprocessable('validation_failed', [{ field: 'last_working_day', rule: 'required', message: translate(lang, 'validation.required', { field: translate(lang, 'employment_info.fields.last_working_day') }) }])
    }
    return db.transaction(async (trx) => {
      if (lastDay) {
        if (info) await this.repo(ctx, 'employment_info', trx).update(info.id, { last_working_day: lastDay })
        else await this.repo(ctx, 'employment_info', trx).create({ person_id: person.id, job_start_date: person.start_date ?? lastDay, last_working_day: lastDay })
      }
      return this.repo(ctx, 'people', trx).update(person.id, { status })
    })
  }
}
