import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import { getResource } from '@hr/shared'
import User from '#models/user'
import { ApiError } from '#exceptions/api_error'
import { resourceAction } from '#policies/abilities'
import { ResourceRepository } from '#resources/repository'
import { requestLang, translate } from '#services/i18n'
import { findValidToken, issueToken } from '#services/one_time_tokens'
import { sendOnboardingLink } from '#mail/messages'

export const sendValidator = vine.compile(vine.object({ person_id: vine.number().withoutDecimals().positive() }))
export const verifyValidator = vine.compile(vine.object({ token: vine.string().trim().maxLength(200), type: vine.enum(['Manager']) }))

/** The onboarding summary bar's person (shell §2.4): who is being onboarded, where, and from when. */
export function onboardingSummary(person: Record<string, any>) {
  const bool = (v: unknown) => v === true || v === 1
  return {
    id: Number(person.id),
    // The edit-staff-info panel saves through the person's user account (POST /api/user/{user_id}).
    user_id: person.user_id ? Number(person.user_id) : null,
    name: person.name,
    platform_email: person.work_email,
    service_type: person.service_type,
    engagement_type: person.engagement_type,
    // What the summary names the engagement by (employee, intern, contractor), not the service bought.
    person_type: person.type ?? null,
    profile_type: person.profile_type ?? null,
    is_expat: bool(person.is_expat),
    is_local: bool(person.is_local),
    host_is_local: null,
    country: person.country ? { iso_code: person.country } : null,
    host_country: person.host_country ? { iso_code: person.host_country } : null,
    job_start_date: person.start_date ?? null,
  }
}

/**
 * Manager onboarding: HR sends a new hire's reporting manager a link (/onboarding/staff/:token);
 * opening it verifies the token for the signed-in manager and shows whom they are onboarding.
 */
export default class OnboardingController {
  /** POST /api/people/send-onboarding-link { person_id } */
  async sendLink(ctx: HttpContext) {
    const { person_id: personId } = await ctx.request.validateUsing(sendValidator)
    const people = getResource('people')
    await ctx.bouncer.authorize(resourceAction, 'create', people)
    const person = await new ResourceRepository(people, ctx.tenancy, requestLang(ctx)).find(personId)
    const manager = person.reporting_manager_id ? await db.from('people').where('id', Number(person.reporting_manager_id)).first() : null
    const managerUser = manager?.user_id ? await User.find(manager.user_id) : null
    if (!managerUser) throw ApiError.unprocessable('no_reporting_manager', [{ field: 'person_id', rule: 'manager', message: 'no_reporting_manager' }])
    const token = await issueToken(managerUser.id, 'onboarding', Number(person.id))
    await sendOnboardingLink(managerUser.email, managerUser.lang, managerUser.name, String(person.name), token)
    return { message: translate(requestLang(ctx), 'messages.onboarding_link_sent') }
  }

  /** POST /api/people/verify/onboarding-token { token, type: 'Manager' } → the person being onboarded */
  async verify(ctx: HttpContext) {
    const { token } = await ctx.request.validateUsing(verifyValidator)
    const row = await findValidToken(token, ['onboarding'])
    // The link is the manager's: anyone else holding it gets the same answer as a dead link.
    if (row.user_id !== ctx.auth.getUserOrFail().id || !row.person_id) throw new ApiError('token_expired_or_used', 410)
    const person = await db.from('people').where('id', row.person_id).whereNull('deleted_at').first()
    if (!person) throw new ApiError('token_expired_or_used', 410)
    return onboardingSummary(person)
  }
}
