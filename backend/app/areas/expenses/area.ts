import { defineArea } from '#services/areas'
import { expenseRoutes } from './routes.js'
import { expensesInPayroll } from './expense_in_payroll.js'

/** Expenses (issue 15): claims, expense reports and their rates; claims generated into payroll. */
export default defineArea({
  name: 'expenses',
  // Its reports are generated into payroll's cycles.
  after: ['payroll'],
  routes: expenseRoutes,
  hooks: [() => import('./expense_rules.js'), () => import('./report_rules.js')],
  effects: [() => import('./expense_workflow.js'), () => import('./report_workflow.js')],
  demo: async (ids) => (await import('./demo.js')).seedDemoExpenses(ids),
  payrollSeam: expensesInPayroll,
})
