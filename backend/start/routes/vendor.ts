import router from '@adonisjs/core/services/router'

const Partners = () => import('#controllers/vendor_portal/partners_controller')
const Users = () => import('#controllers/vendor_portal/users_controller')
const Settings = () => import('#controllers/vendor_portal/settings_controller')
const Customers = () => import('#controllers/vendor_portal/customers_controller')

/**
 * Bespoke vendor workflow routes (under /api, signed in, tenant resolved). Registered before the
 * catalogue's generic routes, which would otherwise read a literal segment as :id.
 */
export function vendorRoutes() {
  const id = router.matchers.number()
  router.group(() => {
    router.get('/partner', [Partners, 'index'])
    router.get('/vendor/:id', [Partners, 'show']).where('id', id)
    router.get('/vendor/:id/payroll-report', [Partners, 'payrollReports']).where('id', id)
    router.post('/vendor', [Partners, 'store'])
    router.post('/vendor/:id', [Partners, 'update']).where('id', id)
    router.post('/partnership', [Partners, 'link'])
    router.post('/partnership/:id', [Partners, 'relink']).where('id', id)
    router.delete('/partnership/:id', [Partners, 'unlink']).where('id', id)

    router.get('/user', [Users, 'index'])
    router.get('/user/:id', [Users, 'show']).where('id', id)
    router.post('/user', [Users, 'store'])
    router.post('/user/:id', [Users, 'update']).where('id', id)
    router.post('/user/:id/invite', [Users, 'resendInvite']).where('id', id)
    router.delete('/user/:id', [Users, 'destroy']).where('id', id)

    router.get('/setting', [Settings, 'show'])
    router.post('/setting', [Settings, 'update'])
    router.delete('/setting', [Settings, 'destroy'])

    router.post('/customer/:id/files', [Customers, 'files']).where('id', id)
    router.get('/customer/:id/users', [Customers, 'users']).where('id', id)
    router.post('/customer/:id/users', [Customers, 'assign']).where('id', id)
  }).prefix('/vendor-portal')
}
