import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import { catalogue } from '@hr/shared'
import { middleware } from '#start/kernel'
import ResourceController from '#controllers/resource_controller'

const AuthController = () => import('#controllers/auth_controller')
const SpaController = () => import('#controllers/spa_controller')

router.group(() => {
  router.get('/health', async ({ response }) => {
    try {
      await db.rawQuery('select 1')
      return { status: 'ok', database: 'ok', connection: db.primaryConnectionName }
    } catch {
      return response.status(503).send({ status: 'degraded', database: 'unreachable' })
    }
  })

  router.post('/auth/platform-login', [AuthController, 'login'])

  router.group(() => {
    router.post('/auth/logout', [AuthController, 'logout'])
    router.get('/profile/me', [AuthController, 'me'])
  }).use(middleware.auth())

  // Every catalogue resource, mounted from its declaration: the spec's list/create/update/delete convention.
  router.group(() => {
    for (const def of catalogue) {
      const c = new ResourceController(def)
      router.get(`/${def.path}`, c.index)
      router.get(`/${def.path}/:id`, c.show).where('id', router.matchers.number())
      router.post(`/${def.path}`, c.store)
      router.post(`/${def.path}/:id`, c.update).where('id', router.matchers.number())
      router.delete(`/${def.path}/:id`, c.destroy).where('id', router.matchers.number())
    }
  }).use([middleware.auth(), middleware.tenant()])
}).prefix('/api')

router.get('*', [SpaController, 'serve'])
