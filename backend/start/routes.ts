import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import { allWorkflows, catalogue, getResource } from '@hr/shared'
import { middleware } from '#start/kernel'
import { loginThrottle, otpThrottle, passwordThrottle } from '#start/limiter'
import ResourceController from '#controllers/resource_controller'
import { moveRow } from '#workflow/workflow_controller'
import { peopleRoutes } from './routes/people.js'
import { organisationRoutes } from './routes/organisation.js'
import { vendorRoutes } from './routes/vendor.js'
import { superadminRoutes } from './routes/superadmin.js'
import { notificationRoutes } from './routes/notifications.js'
import { queueHealth } from '#services/jobs/queue'
import { loadAreas } from '#services/areas'

const AuthController = () => import('#controllers/auth_controller')
const bankAccounts = new ResourceController(getResource('bank_account'))
const SpaController = () => import('#controllers/spa_controller')
const AccountController = () => import('#controllers/account_controller')
const SsoController = () => import('#controllers/sso_controller')
const UploadController = () => import('#controllers/upload_controller')
const FilesController = () => import('#controllers/files_controller')
const UserController = () => import('#controllers/user_controller')
const PeopleSearchController = () => import('#controllers/people_search_controller')
const OnboardingController = () => import('#controllers/onboarding_controller')
const PeopleImportController = () => import('#controllers/people_import_controller')
const PeopleListController = () => import('#controllers/people_list_controller')
const ReferenceController = () => import('#controllers/reference_controller')
const DocumentsController = () => import('#controllers/documents_controller')
const ApiDocsController = () => import('#controllers/api_docs_controller')
const ProgressStreamController = () => import('#controllers/progress_stream_controller')
// The process areas (app/areas/<area>/area.ts), in their order: a route matches in registration order.
const areas = await loadAreas()

router.group(() => {
  router.get('/health', async ({ response }) => {
    try {
      await db.rawQuery('select 1')
      // The queue's backlog and its workers' heartbeat (issue 44); an unreachable Redis degrades the answer.
      // Bounded: with Redis down its client queues the commands until it is back.
      const queue = await Promise.race([queueHealth(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000).unref())]).catch(() => null)
      if (!queue) return response.status(503).send({ status: 'degraded', database: 'ok', connection: db.primaryConnectionName, queue: 'unreachable' })
      return { status: 'ok', database: 'ok', connection: db.primaryConnectionName, queue }
    } catch {
      return response.status(503).send({ status: 'degraded', database: 'unreachable' })
    }
  })

  // A job's progress pushed to the browser (issue 44, services/jobs/progress_channel): the stream
  // itself carries only what its subscriptions were allowed, each asked for signed in (below).
  router.get('/__transmit/events', [ProgressStreamController, 'events'])

  // Stored files behind signed URLs (the signature is the credential; the PDF viewer fetches without a session).
  router.get('/files/*', [FilesController, 'serve']).as('files.serve')

  // The API's own description (a schema, no tenant data) and its browsable reference.
  router.get('/openapi.json', [ApiDocsController, 'document'])
  router.get('/docs', [ApiDocsController, 'page'])
  router.get('/docs/:file', [ApiDocsController, 'asset'])

  // Public reference lists (no tenant data): the login and onboarding forms need them before a session.
  router.get('/countries', [ReferenceController, 'countries'])
  router.get('/currencies', [ReferenceController, 'currencies'])
  router.get('/states', [ReferenceController, 'states'])

  router.post('/auth/platform-login', [AuthController, 'login']).use(loginThrottle)
  router.post('/auth/platform-login/2fa', [AuthController, 'verifySecondFactor']).use(otpThrottle)
  router.group(() => {
    router.post('/auth/sso/start', [SsoController, 'start'])
    router.post('/auth/sso/callback', [SsoController, 'callback'])
  }).use(loginThrottle)
  router.group(() => {
    router.post('/auth/forgot-password', [AccountController, 'forgotPassword'])
    router.get('/auth/password-token/:token', [AccountController, 'checkToken'])
    router.post('/auth/reset-password', [AccountController, 'resetPassword'])
    router.post('/auth/join', [AccountController, 'join'])
  }).use(passwordThrottle)

  router.group(() => {
    router.post('/auth/logout', [AuthController, 'logout'])
    router.get('/profile/me', [AuthController, 'me'])
    router.post('/profile/set-lang', [AccountController, 'setLang'])
  }).use(middleware.auth())

  // Bespoke workflow routes come before the catalogue's, which would otherwise read them as :id.
  router.group(() => {
    router.post('/people/send-invite', [AccountController, 'sendInvite'])
    router.post('/profile/change-phone', [AccountController, 'changePhone'])
    router.post('/people/search', [PeopleSearchController, 'search'])
    router.get('/get_currency_rate', [ReferenceController, 'currencyRate'])
    router.post('/public-holiday/bulk-delete', [ReferenceController, 'deleteHolidays'])
    router.get('/people/staff-list', [PeopleListController, 'staff'])
    router.get('/people/contractor-list', [PeopleListController, 'contractors'])
    router.get('/people/managers', [PeopleListController, 'managers'])
    router.get('/people/import/template', [PeopleImportController, 'template'])
    router.post('/people/import', [PeopleImportController, 'import'])
    router.post('/people/send-onboarding-link', [OnboardingController, 'sendLink'])
    router.post('/people/verify/onboarding-token', [OnboardingController, 'verify'])
    router.get('/user', [UserController, 'show'])
    router.post('/user/:id', [UserController, 'update']).where('id', router.matchers.number())
    router.post('/aws-s3-upload', [UploadController, 'upload'])
    router.get('/aws-s3-signedurl', [UploadController, 'signedUrl'])
    router.get('/auth/get-signed-url', [UploadController, 'signedUrl'])
    router.post('/__transmit/subscribe', [ProgressStreamController, 'subscribe'])
    router.post('/__transmit/unsubscribe', [ProgressStreamController, 'unsubscribe'])
  }).use([middleware.auth(), middleware.tenant()])

  // Spec calls beside the catalogue's own routes (DELETE /api/doc/{id} is the catalogue's):
  // the bank-account delete alias and filing several uploads at once.
  router.group(() => {
    router.delete('/bank-account_2/:id', (ctx) => bankAccounts.destroy(ctx)).where('id', router.matchers.number())
    router.post('/doc-multiple', [DocumentsController, 'createMany'])
  }).use([middleware.auth(), middleware.tenant()])

  // Every declared workflow's moves, mounted from its declaration (issue 45): POST /api/<path>/:id/<endpoint>.
  router.group(() => {
    for (const wf of allWorkflows()) {
      // A lifecycle without an endpoint moves through its resource's own update (a person's status).
      if (!wf.endpoint) continue
      const def = getResource(wf.resource)
      router.post(`/${def.path}/:id/${wf.endpoint}`, (ctx) => moveRow(ctx, def.name)).where('id', router.matchers.number())
    }
  }).use([middleware.auth(), middleware.tenant()])

  // Each domain area's bespoke routes: the shell's, one file each, then every process area's.
  router.group(() => {
    peopleRoutes()
    organisationRoutes()
    vendorRoutes()
    superadminRoutes()
    notificationRoutes()
    for (const area of areas) area.routes?.()
  }).use([middleware.auth(), middleware.tenant()])

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
