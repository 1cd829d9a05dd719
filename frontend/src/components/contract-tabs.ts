import { createContext, useContext } from 'react'
import type { AreaContractTab } from '../areas/define'

/**
 * The tabs other areas bring to a contractor's contract page (their area.ts `contractTabs`, gathered
 * by areas/registry.ts). The shell hands the registry's list down (App.tsx) and the contractors area
 * reads it here: an area never imports the registry, which imports every area.
 */
export const ContractTabsContext = createContext<readonly AreaContractTab[]>([])

export const useAreaContractTabs = () => useContext(ContractTabsContext)
