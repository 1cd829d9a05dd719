import { defineArea } from '../define'
import { lazyPage } from '../../components/loading/lazy-page'
import { expenseRoutes } from './routes'

/** Expenses (issue 15): one's own claims, the claims one decides, the expense reports; a tab on the person. */
export default defineArea({
  name: 'expenses',
  routes: expenseRoutes,
  menu: [
    { path: '/my-expense', labelKey: 'shell.menu.my_expense', group: 'personal_portal', order: 30 },
    { path: '/expenses', labelKey: 'shell.menu.expenses', group: 'manager_portal', order: 60 },
  ],
  managerPaths: ['/expenses'],
  personTabs: [{ key: 'expense', order: 110, page: lazyPage(() => import('./ExpenseTab')) }],
})
