import router from '@adonisjs/core/services/router'

const EmploymentController = () => import('#controllers/employment_controller')
const EdvController = () => import('#controllers/edv_controller')
const PersonPhotoController = () => import('#controllers/person_photo_controller')
const PersonAccountController = () => import('#controllers/person_account_controller')

/**
 * Bespoke people workflow routes (under /api, signed in, tenant resolved). Registered before the
 * catalogue's generic routes, which would otherwise read a literal segment as :id.
 */
export function peopleRoutes() {
  const id = router.matchers.number()
  router.post('/people/:id/set-expat', [EmploymentController, 'setExpat']).where('id', id)
  router.post('/people/:id/stop-expat', [EmploymentController, 'stopExpat']).where('id', id)
  router.get('/people/:id/run-off-paycycles', [EmploymentController, 'runOffPaycycles']).where('id', id)
  router.post('/people/:id/change-country', [EmploymentController, 'changeCountry']).where('id', id)
  router.post('/people/:id/offboard', [EmploymentController, 'offboard']).where('id', id)
  router.post('/people/:id/account', [PersonAccountController, 'store']).where('id', id)
  router.post('/people/:id/photo', [PersonPhotoController, 'update']).where('id', id)
  router.get('/v2/user/edv-latest', [EdvController, 'latest'])
  // Domain §4: a contractor contract's status changes only through this transition.
}
