import { prettyPrintError } from '@adonisjs/core'
import { ignitor } from './ignitor.js'

const args = process.argv.splice(2)
// Commands that write the database are refused on an unsafe production configuration like the
// server is, so a container's migrate-seed-serve start stops before it touches any data.
const writesData = /^(migration|db):/.test(args.find((a) => !a.startsWith('-')) ?? '')

ignitor({ refuseUnsafeProduction: writesData })
  .ace()
  .handle(args)
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
