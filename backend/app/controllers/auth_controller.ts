import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import { normaliseEmail } from '@hr/shared'
import User from '#models/user'
import { ApiError } from '#exceptions/api_error'
import { profileOf } from '#services/profile'

const loginValidator = vine.compile(
  vine.object({ email: vine.string().trim().maxLength(255), password: vine.string().maxLength(255) }),
)

export default class AuthController {
  /** POST /api/auth/platform-login → { auth_token, user } */
  async login({ request }: HttpContext) {
    const { email, password } = await request.validateUsing(loginValidator)
    let user: User
    try {
      user = await User.verifyCredentials(normaliseEmail(email), password)
    } catch {
      throw new ApiError('incorrect_email_or_password', 401)
    }
    // A deactivated or deleted account gets the same answer as a wrong password: no account probing.
    if (!user.isActive || user.deletedAt) throw new ApiError('incorrect_email_or_password', 401)
    const token = await User.accessTokens.create(user)
    return { auth_token: token.value!.release(), user: await profileOf(user) }
  }

  /** POST /api/auth/logout: revokes the token used for this request. */
  async logout({ auth }: HttpContext) {
    const user = auth.getUserOrFail()
    if (user.currentAccessToken) await User.accessTokens.delete(user, user.currentAccessToken.identifier)
    return { message: 'ok' }
  }

  /** GET /api/profile/me */
  async me({ auth }: HttpContext) {
    return profileOf(auth.getUserOrFail())
  }
}
