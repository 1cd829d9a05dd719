import { contractWorkflow, type ContractStatus, type MoveDeclaration } from '@hr/shared'

/** Shell §2.1: /people/contractor/:id (tabs index, invoice). */
export const CONTRACTOR_TABS = ['index', 'invoice'] as const

/** Shell §2.1: /people/contractor/:id/contract/:contract_id (tabs index, billing, then those other areas bring: timeoff). */
export const contractTabs = (others: readonly { key: string }[]): string[] => ['index', 'billing', ...others.map((tab) => tab.key)]

export const contractorUrl = (personId: number, tab = 'index') =>
  (tab === 'index' ? `/people/contractor/${personId}` : `/people/contractor/${personId}/${tab}`)

export const contractUrl = (personId: number, contractId: number, tab = 'index') =>
  `/people/contractor/${personId}/contract/${contractId}${tab === 'index' ? '' : `/${tab}`}`

/** The contractor's own view of a contract (shell §2.1 /contractor/contract/:id, tabs index, billing, timeoff). */
export const ownContractUrl = (contractId: number, tab = 'index') => `/contractor/contract/${contractId}${tab === 'index' ? '' : `/${tab}`}`

/** The tab a URL names: the segment after the page's own path, `index` for the bare path. */
export function tabOf(pathname: string, tabs: readonly string[]): string | null {
  const m = pathname.match(/^\/people\/contractor\/\d+(?:\/contract\/\d+)?(?:\/([a-z-]+))?\/?$/)
    ?? pathname.match(/^\/contractor\/contract\/\d+(?:\/([a-z-]+))?\/?$/)
  if (!m) return null
  const tab = m[1] ?? 'index'
  return tabs.includes(tab) ? tab : null
}

/** A move's name on the screens (its wording and test ids): the target status, 'restart' for stopped → signed. */
export type ContractAction = Exclude<ContractStatus, 'initiated'> | 'restart'

export const actionName = (move: Pick<MoveDeclaration, 'action' | 'to'>): ContractAction =>
  (move.action === 'restart' ? 'restart' : move.to as Exclude<ContractStatus, 'initiated'>)

/** The moves a contract in `status` offers, by their screen names, from the declaration the API enforces. */
export function contractActions(status: string): ContractAction[] {
  return contractWorkflow.moves.filter((move) => !move.system && move.from.includes(status as ContractStatus)).map(actionName)
}

export const STATUS_COLOR: Record<string, string> = {
  initiated: 'default', proposed: 'blue', signed: 'green', stopped: 'orange', expired: 'red',
}
