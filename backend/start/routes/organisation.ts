import router from '@adonisjs/core/services/router'

const ReferenceOptionsController = () => import('#controllers/reference_options_controller')

/**
 * Bespoke organisation workflow routes (under /api, signed in, tenant resolved). Registered before the
 * catalogue's generic routes, which would otherwise read a literal segment as :id.
 */
export function organisationRoutes() {
  // Domain §4: agreement status changes (proposed → signed → expired) only through this transition.
  // The choices of reference pickers that are not a resource's own list (an agreement's sellers).
  router.get('/reference-options/:name', [ReferenceOptionsController, 'index'])
}
