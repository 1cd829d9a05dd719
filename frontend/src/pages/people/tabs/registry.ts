import type { ComponentType } from 'react'
import { lazyPage } from '../../../components/loading/lazy-page'
import type { PersonTabProps } from './tab-props'
import { areaPersonTabs } from '../../../areas/registry'

/**
 * Person detail tabs (shell §2.1 /people/staff/:id/<tab>) by key. A tab not listed here shows
 * the empty state until its issue lands. Each entry is lazy (its own chunk); the process areas
 * bring their own (areas/<name>/area.ts).
 */
export const PERSON_TABS: Partial<Record<string, ComponentType<PersonTabProps>>> = {
  personal: lazyPage(() => import('./PersonalTab')),
  bank: lazyPage(() => import('./BankTab')),
  docs: lazyPage(() => import('./DocsTab')),
  system: lazyPage(() => import('./SystemTab')),
  employment: lazyPage(() => import('./EmploymentTab')),
  work: lazyPage(() => import('./WorkTab')),
  timesheet: lazyPage(() => import('./TimesheetTab')),
  ...Object.fromEntries(areaPersonTabs().map((tab) => [tab.key, tab.page])),
}
