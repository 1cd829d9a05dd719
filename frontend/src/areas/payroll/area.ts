import { can, mayReadPayslips } from '@hr/shared'
import { defineArea } from '../define'
import { lazyPage } from '../../components/loading/lazy-page'
import { payrollRoutes } from './routes'

/**
 * Payroll (issue 14): the cycles, reports and payslips, one's own pay; a tab on the person and the
 * partner vendors' reports in the vendor portal.
 */
export default defineArea({
  name: 'payroll',
  routes: payrollRoutes,
  // Refine's resource list: the payroll home's sections and what opens beneath them (breadcrumbs, title).
  resources: [
    { name: 'payroll_cycles', list: '/payroll', show: '/payroll/pay-cycle/:id', parent: 'paycycle', labelKey: 'payroll_ui.nav.cycles', icon: 'dollar' },
    { name: 'payroll_off_cycles', show: '/payroll/off-pay-cycle/:id', parent: 'payroll_cycles', labelKey: 'payroll_ui.nav.cycles' },
    { name: 'payroll_payslips', list: '/payroll/payslip', parent: 'paycycle', labelKey: 'payroll_ui.nav.payslips' },
    {
      name: 'payroll_reports', list: '/payroll/reports', create: '/payroll/reports/create', clone: '/payroll/reports/clone/:id',
      edit: '/payroll/reports/edit/:id', show: '/payroll/reports/:id', parent: 'payroll_report', labelKey: 'payroll_ui.nav.reports',
    },
    { name: 'my_pay', list: '/my-pay', parent: 'paycycle', labelKey: 'shell.pages.my_pay', icon: 'dollar' },
  ],
  // The spec's old payroll index pages, not built.
  placeholders: ['/payroll/index--old', '/payroll/index--old/off-pay-cycle', '/payroll/index--old/pay-cycle'],
  menu: [
    { path: '/my-pay', labelKey: 'shell.menu.my_pay', group: 'personal_portal', order: 40 },
    { path: '/payroll/reports', labelKey: 'shell.menu.payroll', group: 'manager_portal', order: 40, alsoFor: ['payroll', 'payslip'] },
  ],
  managerPaths: ['/payroll'],
  personTabs: [{
    key: 'payroll', order: 90, page: lazyPage(() => import('./PayrollTab')),
    visible: (user, owned, person) => can(user, 'list', 'person_pay_item', owned) || mayReadPayslips(user, person.id),
  }],
  // A partner's payroll report opens in its tab (shell §2.1).
  partnerTabs: [{
    key: 'payroll-report', order: 70, page: lazyPage(() => import('./PartnerPayrollTab')),
    subPaths: ['create', 'edit/:report_id?', ':report_id?'],
  }],
})
