import { CONTRACT_NEXT, type ContractStatus } from '@hr/shared'
import { areaContractTabs } from '../../../areas/registry'

/** Shell §2.1: /people/contractor/:id (tabs index, invoice). */
export const CONTRACTOR_TABS = ['index', 'invoice'] as const
/** Shell §2.1: /people/contractor/:id/contract/:contract_id (tabs index, billing, then the areas': timeoff). */
export const CONTRACT_TABS: readonly string[] = ['index', 'billing', ...areaContractTabs().map((tab) => tab.key)]

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

/** A transition button: the target status, and 'restart' for stopped → signed (its own wording). */
export type ContractAction = Exclude<ContractStatus, 'initiated'> | 'restart'

/** The buttons a contract in `status` offers, from the shared transition table the API enforces. */
export function contractActions(status: string): ContractAction[] {
  const next = CONTRACT_NEXT[status as ContractStatus] ?? []
  // Nothing leads back to initiated: it is only ever the first status.
  return next.map((to): ContractAction => (status === 'stopped' && to === 'signed' ? 'restart' : to as Exclude<ContractStatus, 'initiated'>))
}

export const actionTarget = (action: ContractAction) => (action === 'restart' ? 'signed' : action)


export const STATUS_COLOR: Record<string, string> = {
  initiated: 'default', proposed: 'blue', signed: 'green', stopped: 'orange', expired: 'red',
}
