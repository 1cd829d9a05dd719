import type { BespokeRoute } from '../../routing/bespoke'
import { lazyPage } from '../../components/loading/lazy-page'

/**
 * Expenses (issue 15), each page lazy (its own chunk): one's own claims, the claims one decides or
 * keeps, and the expense reports. Reports are the payroll privilege's and are also read by the
 * people they are shared with (the API filters); creating one is the payroll privilege's.
 */
export const expenseRoutes: BespokeRoute[] = [
  { path: '/my-expense', page: lazyPage(() => import('./MyExpensePage')) },
  { path: '/expenses', page: lazyPage(() => import('./ExpensesPage')), guard: { resource: 'expense', action: 'list' } },
  { path: '/expenses/reports', page: lazyPage(() => import('./ReportsListPage')) },
  { path: '/expenses/reports/create', page: lazyPage(() => import('./ReportCreatePage')), guard: { resource: 'expense_report', action: 'create' } },
  { path: '/expenses/reports/:id', page: lazyPage(() => import('./ReportPage')) },
]
