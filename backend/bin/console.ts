import { prettyPrintError } from '@adonisjs/core'
import { ignitor } from './ignitor.js'

ignitor()
  .ace()
  .handle(process.argv.splice(2))
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
