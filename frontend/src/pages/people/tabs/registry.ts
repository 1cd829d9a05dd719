import type { ComponentType } from 'react'
import { lazyPage } from '../../../components/loading/lazy-page'
import type { PersonTabProps } from './tab-props'

/**
 * Person detail tabs (shell §2.1 /people/staff/:id/<tab>) by key. A tab not listed here shows
 * the empty state until its issue lands. Each entry is lazy (its own chunk).
 */
export const PERSON_TABS: Partial<Record<string, ComponentType<PersonTabProps>>> = {
  personal: lazyPage(() => import('./PersonalTab')),
  bank: lazyPage(() => import('./BankTab')),
  docs: lazyPage(() => import('./DocsTab')),
  system: lazyPage(() => import('./SystemTab')),
  employment: lazyPage(() => import('./EmploymentTab')),
  work: lazyPage(() => import('./WorkTab')),
  timesheet: lazyPage(() => import('./TimesheetTab')),
  'manage-country': lazyPage(() => import('../../../areas/mobility/ManageCountryTab')),
  'time-off': lazyPage(() => import('../../../areas/time_off/TimeOffTab')),
  payroll: lazyPage(() => import('../../../areas/payroll/PayrollTab')),
  expense: lazyPage(() => import('../../../areas/expenses/ExpenseTab')),
  mobility: lazyPage(() => import('../../../areas/mobility/MobilityTab')),
  insurance: lazyPage(() => import('../../../areas/insurance/InsuranceTab')),
}
