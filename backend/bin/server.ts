import { prettyPrintError } from '@adonisjs/core'
import { ignitor } from './ignitor.js'

ignitor({ refuseUnsafeProduction: true })
  .httpServer()
  .start()
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
