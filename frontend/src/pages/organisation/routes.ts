import type { BespokeRoute } from '../../routing/bespoke'
import { lazyPage as lazy } from '../../shell/loading/lazy-page'

/** The customer admin settings need access_admin: the same rule as reading the company's data. */
const guard = { resource: 'business_entity', action: 'list' }
const settings = () => import('./admin/pages')

/** Bespoke screens of the organisation area (each page lazy, its own chunk). */
export const organisationRoutes: BespokeRoute[] = [
  { path: '/admin-setting/company-info', page: lazy(() => import('./admin/CompanyInfoPage')), guard },
  { path: '/admin-setting/company-docs', page: lazy(() => settings().then((m) => ({ default: m.CompanyDocsPage }))), guard },
  { path: '/admin-setting/business-entity', page: lazy(() => settings().then((m) => ({ default: m.BusinessEntityPage }))), guard },
  { path: '/admin-setting/bank-account', page: lazy(() => settings().then((m) => ({ default: m.BankAccountPage }))), guard },
  { path: '/admin-setting/agreement', page: lazy(() => settings().then((m) => ({ default: m.AgreementPage }))), guard },
  { path: '/admin-setting/customer-pricebook', page: lazy(() => import('./admin/CustomerPricebookPage')), guard: { resource: 'customer_pricebook', action: 'list' } },
  { path: '/admin-setting/vendor-service', page: lazy(() => settings().then((m) => ({ default: m.VendorServicePage }))), guard: { resource: 'vendor_service', action: 'list' } },
  { path: '/admin-setting/payroll', page: lazy(() => settings().then((m) => ({ default: m.PayrollSettingsPage }))), guard },
  { path: '/admin-setting/bi-reports', page: lazy(() => settings().then((m) => ({ default: m.BiReportsPage }))), guard },
]
