import type { BespokeRoute } from '../../routing/bespoke'
import { lazyPage } from '../../components/loading/lazy-page'

/**
 * Payroll (issue 14), each page lazy — its own chunk, with the stage machine and the charts
 * library kept out of the login bundle. The cycle pages and the payroll home are the payroll
 * privilege's; reports are also read by the people they are shared with and by approvers (the
 * API filters them), and /my-pay is everyone's own.
 */
const cyclePage = lazyPage(() => import('./CyclePage'))
const payrollGuard = { resource: 'payroll', action: 'list' }
// Creating a report (a clone too) is the payroll privilege's; editing one is its creator's (the API decides).
const reportCreatePage = lazyPage(() => import('./ReportCreatePage'))
const reportCreateGuard = { resource: 'payroll_report', action: 'create' }

export const payrollRoutes: BespokeRoute[] = [
  { path: '/payroll', page: lazyPage(() => import('./PayrollHomePage')), guard: payrollGuard },
  { path: '/payroll/payslip', page: lazyPage(() => import('./PayslipRunPage')), guard: payrollGuard },
  { path: '/payroll/pay-cycle/:id', page: cyclePage, guard: { resource: 'paycycle', action: 'show' } },
  { path: '/payroll/off-pay-cycle/:id', page: cyclePage, guard: { resource: 'paycycle', action: 'show' } },
  { path: '/payroll/reports', page: lazyPage(() => import('./ReportsListPage')) },
  { path: '/payroll/reports/create', page: reportCreatePage, guard: reportCreateGuard },
  { path: '/payroll/reports/clone/:id?', page: reportCreatePage, guard: reportCreateGuard },
  { path: '/payroll/reports/edit/:id?', page: lazyPage(() => import('./ReportEditPage')) },
  { path: '/payroll/reports/:id', page: lazyPage(() => import('./ReportPage')) },
  { path: '/my-pay', page: lazyPage(() => import('./MyPayPage')) },
]
