import { prettyPrintError } from '@adonisjs/core'
import { ignitor } from './ignitor.js'

ignitor()
  .httpServer()
  .start()
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
