import { createElement } from 'react'
import { Navigate } from 'react-router'
import type { BespokeRoute } from '../../routing/bespoke'
import { lazyPage as lazy } from '../../components/loading/lazy-page'

/** The customer admin settings need access_admin: the same rule as reading the company's data. */
const guard = { resource: 'business_entity', action: 'list' }
const settings = () => import('./admin/pages')
const dataTypes = lazy(() => import('./admin/CompanyDataTypePage'))

/** The bare /admin-setting opens its first tab, so the settings title and tab bar are always there. */
const FirstSettingsTab = () => createElement(Navigate, { to: '/admin-setting/company-info', replace: true })

/** Bespoke screens of the organisation area (each page lazy, its own chunk). */
export const organisationRoutes: BespokeRoute[] = [
  { path: '/admin-setting', page: FirstSettingsTab, guard },
  { path: '/admin-setting/company-info', page: lazy(() => import('./admin/CompanyInfoPage')), guard },
  { path: '/admin-setting/company-docs', page: lazy(() => settings().then((m) => ({ default: m.CompanyDocsPage }))), guard },
  { path: '/admin-setting/business-entity', page: lazy(() => settings().then((m) => ({ default: m.BusinessEntityPage }))), guard },
  { path: '/admin-setting/bank-account', page: lazy(() => settings().then((m) => ({ default: m.BankAccountPage }))), guard },
  { path: '/admin-setting/agreement', page: lazy(() => settings().then((m) => ({ default: m.AgreementPage }))), guard },
  { path: '/admin-setting/customer-pricebook', page: lazy(() => import('./admin/CustomerPricebookPage')), guard: { resource: 'customer_pricebook', action: 'list' } },
  { path: '/admin-setting/vendor-service', page: lazy(() => settings().then((m) => ({ default: m.VendorServicePage }))), guard: { resource: 'vendor_service', action: 'list' } },
  // The payroll setup (its own chunk): admin settings' guard; the page itself needs the payroll privilege for its data.
  { path: '/admin-setting/payroll', page: lazy(() => import('./payroll-setup/PayrollSetupPage')), guard },
  // The company's rates and data types: customer-admin screens over the data cloud's reference data.
  { path: '/admin-setting/exchange-rate', page: lazy(() => import('./admin/CustomerExchangeRatePage')), guard: { resource: 'exchange_rate', action: 'list' } },
  { path: '/admin-setting/company-data-type', page: dataTypes, guard: { resource: 'company_leave_type', action: 'list' } },
  { path: '/admin-setting/company-data-type/leave-type', page: dataTypes, guard: { resource: 'company_leave_type', action: 'list' } },
  { path: '/admin-setting/company-data-type/pay-items', page: dataTypes, guard: { resource: 'company_pay_item', action: 'list' } },
  { path: '/admin-setting/bi-reports', page: lazy(() => settings().then((m) => ({ default: m.BiReportsPage }))), guard },
]
