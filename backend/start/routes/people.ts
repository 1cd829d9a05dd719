import router from '@adonisjs/core/services/router'

/**
 * Bespoke people workflow routes (under /api, signed in, tenant resolved). Registered before the
 * catalogue's generic routes, which would otherwise read a literal segment as :id.
 */
export function peopleRoutes() {
  void router
}
