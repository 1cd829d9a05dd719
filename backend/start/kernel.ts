import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'
import vine from '@vinejs/vine'
import { defaultValidationMessages } from '#resources/validator'

server.errorHandler(() => import('#exceptions/handler'))

server.use([
  () => import('#middleware/request_start_middleware'),
  () => import('#middleware/security_headers_middleware'),
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/api_json_middleware'),
])

router.use([
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#middleware/null_byte_middleware'),
  () => import('#middleware/id_params_middleware'),
  () => import('#middleware/cookie_token_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/initialize_bouncer_middleware'),
])

// Validators a controller runs without the reader's messages still answer in the platform's words.
vine.messagesProvider = defaultValidationMessages()

export const middleware = router.named({
  auth: () => import('#middleware/auth_middleware'),
  tenant: () => import('#middleware/tenant_middleware'),
})
