import router from '@adonisjs/core/services/router'

const ContractorContractsController = () => import('#areas/contractors/contractor_contracts_controller')

/** Contractor contracts (domain §4) beside the catalogue's contractor-contract endpoints. */
export function contractorRoutes() {
  // A contractor contract's status changes only through this transition.
  router.post('/contractor-contract/:id/status', [ContractorContractsController, 'transition']).where('id', router.matchers.number())
}
