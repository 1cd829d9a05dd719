import { defineArea } from '../define'
import { lazyPage } from '../../components/loading/lazy-page'
import { expenseRoutes } from './routes'

/** Expenses (issue 15): one's own claims, the claims one decides, the expense reports; a tab on the person. */
export default defineArea({
  name: 'expenses',
  routes: expenseRoutes,
  // Refine's resource list: the pages under the catalogue's expense and expense report (breadcrumbs, title).
  resources: [
    { name: 'expenses', list: '/expenses', parent: 'expense', labelKey: 'shell.pages.expenses', icon: 'wallet' },
    { name: 'my_expense', list: '/my-expense', parent: 'expense', labelKey: 'shell.pages.my_expense', icon: 'wallet' },
    {
      name: 'expense_reports', list: '/expenses/reports', create: '/expenses/reports/create', show: '/expenses/reports/:id',
      parent: 'expenses', labelKey: 'expense_report.titles.list',
    },
  ],
  menu: [
    { path: '/my-expense', labelKey: 'shell.menu.my_expense', group: 'personal_portal', order: 30 },
    { path: '/expenses', labelKey: 'shell.menu.expenses', group: 'manager_portal', order: 60 },
  ],
  managerPaths: ['/expenses'],
  personTabs: [{ key: 'expense', order: 110, page: lazyPage(() => import('./ExpenseTab')) }],
})
