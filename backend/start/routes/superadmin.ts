import router from '@adonisjs/core/services/router'

const ManageUsersController = () => import('#controllers/manage_users_controller')
const DataCloudController = () => import('#controllers/data_cloud_controller')
const ExchangeRateImportController = () => import('#controllers/exchange_rate_import_controller')
const CompanyDataTypeController = () => import('#controllers/company_data_type_controller')
const PlatformTermsController = () => import('#controllers/platform_terms_controller')
const JobsController = () => import('#controllers/jobs_controller')

/**
 * Bespoke superadmin workflow routes (under /api, signed in, tenant resolved). Registered before the
 * catalogue's generic routes, which would otherwise read a literal segment as :id.
 */
export function superadminRoutes() {
  const id = { id: router.matchers.number() }
  router.get('/manage-user', [ManageUsersController, 'index'])
  router.post('/manage-user/:id/activate', [ManageUsersController, 'activate']).where('id', id.id)
  router.post('/manage-user/:id/deactivate', [ManageUsersController, 'deactivate']).where('id', id.id)
  router.post('/manage-user/:id/reset-2fa', [ManageUsersController, 'resetSecondFactor']).where('id', id.id)
  router.delete('/user/:id', [ManageUsersController, 'destroy']).where('id', id.id)

  router.get('/data-cloud/countries', [DataCloudController, 'countries'])
  router.post('/data-cloud/countries', [DataCloudController, 'select'])
  router.delete('/data-cloud/countries/:country', [DataCloudController, 'remove'])

  router.get('/exchange-rate/import/template', [ExchangeRateImportController, 'template'])
  router.post('/exchange-rate/import', [ExchangeRateImportController, 'import'])

  router.get('/company-data-type/:kind', [CompanyDataTypeController, 'index'])
  router.post('/company-data-type/:kind/:id', [CompanyDataTypeController, 'toggle']).where('id', id.id)

  router.post('/superadmin/platform-vendor/:id/platform-terms', [PlatformTermsController, 'attach']).where('id', id.id)

  // Background jobs (issue 44): anyone's own and those of subjects they may read; the queue's state for a superadmin.
  router.get('/jobs', [JobsController, 'index'])
  router.get('/jobs/queue', [JobsController, 'queue'])
  router.post('/jobs/queue/retry', [JobsController, 'retryQueued'])
  router.get('/jobs/:id', [JobsController, 'show']).where('id', id.id)
  router.post('/jobs/:id/retry', [JobsController, 'retry']).where('id', id.id)
}
