import router from '@adonisjs/core/services/router'

const MobilityController = () => import('#controllers/mobility_controller')

/** Global mobility (issue 16) beside the catalogue's mobility-case, mobility-comment and insurance endpoints. */
export function mobilityRoutes() {
  const id = router.matchers.number()
  router.get('/mobility-case/:id/timeline', [MobilityController, 'timeline']).where('id', id)
}
