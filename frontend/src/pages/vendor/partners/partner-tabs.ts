import { areaPartnerTabs } from '../../../areas/registry'

/** The partner page's tabs: the organisation panels and pricebooks, then the process areas' (e.g. payroll reports). */
const OWN_TABS = ['agreement', 'bank-account', 'business-entity', 'company-doc', 'pricebook', 'service']

export const PARTNER_TABS: string[] = [...OWN_TABS, ...areaPartnerTabs().map((tab) => tab.key)]

/** Paths opened inside an area's tab (e.g. payroll-report/create), relative to the partner page. */
export const PARTNER_SUB_PATHS: string[] = areaPartnerTabs().flatMap((tab) => (tab.subPaths ?? []).map((sub) => `${tab.key}/${sub}`))

export const partnerAreaTab = (key: string) => areaPartnerTabs().find((tab) => tab.key === key)
