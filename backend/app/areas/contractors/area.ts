import { defineArea } from '#services/areas'
import { contractorRoutes } from './routes.js'

/** Contractors (domain §4): a contractor contract's lifecycle. */
export default defineArea({
  name: 'contractors',
  routes: contractorRoutes,
  hooks: [() => import('./contract_workflow.js')],
})
