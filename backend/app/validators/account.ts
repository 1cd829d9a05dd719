import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { passwordProblems, SUPPORTED_LANGUAGES } from '@hr/shared'
import { phoneSchema } from '#resources/validator'

/** Domain §5 password rule, from the shared code the forms also run. */
const strongPassword = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const first = passwordProblems(value)[0]
  if (first) field.report(`validation.${first}`, first, field)
})

const newPassword = () =>
  vine.object({
    token: vine.string().trim().maxLength(200),
    password: vine.string().maxLength(200).use(strongPassword()).confirmed({ confirmationField: 'password_confirmation' }),
  })

export const resetPasswordValidator = vine.compile(newPassword())
export const forgotPasswordValidator = vine.compile(vine.object({ email: vine.string().trim().email().maxLength(255) }))
export const sendInviteValidator = vine.compile(
  vine.object({ user_id: vine.number().withoutDecimals().positive(), customer_id: vine.number().withoutDecimals().positive().optional() }),
)
export const setLangValidator = vine.compile(
  vine.object({ lang: vine.string().trim().toLowerCase().in([...SUPPORTED_LANGUAGES]) }),
)
export const changePhoneValidator = vine.compile(
  vine.object({ current_phone: vine.string().trim().maxLength(40).optional(), new_phone: phoneSchema() }),
)
export const otpValidator = vine.compile(
  vine.object({ login: vine.string().trim().maxLength(255), otp: vine.string().trim().maxLength(12) }),
)
