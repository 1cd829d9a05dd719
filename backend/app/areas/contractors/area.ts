import { defineArea } from '#services/areas'

/**
 * Contractors (domain §4): a contractor contract's lifecycle. Its moves are the shared
 * contractWorkflow's, at the endpoint the kernel mounts from the declaration; here its effects and
 * the hooks that keep signed terms.
 */
export default defineArea({
  name: 'contractors',
  hooks: [() => import('./contract_workflow.js')],
})
