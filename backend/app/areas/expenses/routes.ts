import router from '@adonisjs/core/services/router'

const ExpenseController = () => import('#areas/expenses/expense_controller')
const ExpenseReportController = () => import('#areas/expenses/expense_report_controller')

/** Expenses (issue 15) beside the catalogue's expense, expense-report and allowance-item endpoints. */
export function expenseRoutes() {
  const id = router.matchers.number()
  router.post('/expense/split', [ExpenseController, 'split'])
  router.get('/expense/:id/limits', [ExpenseController, 'limits']).where('id', id)
  router.get('/expense-total', [ExpenseController, 'totals'])
  router.get('/expense-report/:id/items', [ExpenseReportController, 'items']).where('id', id)
  router.get('/expense-report/:id/rates', [ExpenseReportController, 'rates']).where('id', id)
  router.post('/expense-report/:id/rates', [ExpenseReportController, 'addRate']).where('id', id)
  router.delete('/expense-report/:id/rates/:rateId', [ExpenseReportController, 'deleteRate']).where('id', id).where('rateId', id)
  router.get('/expense-report/:id/shares', [ExpenseReportController, 'shares']).where('id', id)
  router.get('/expense-report/:id/export', [ExpenseReportController, 'export']).where('id', id)
}
