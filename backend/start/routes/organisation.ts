import router from '@adonisjs/core/services/router'

/**
 * Bespoke organisation workflow routes (under /api, signed in, tenant resolved). Registered before the
 * catalogue's generic routes, which would otherwise read a literal segment as :id.
 */
export function organisationRoutes() {
  void router
}
