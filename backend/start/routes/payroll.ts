import router from '@adonisjs/core/services/router'

const PayrollController = () => import('#controllers/payroll_controller')

/** Payroll (issue 14) beside the catalogue's payroll endpoints. */
export function payrollRoutes() {
  const id = router.matchers.number()
  router.post('/paycycle/:id/stage', [PayrollController, 'stage']).where('id', id)
  router.post('/payroll/:id/paycycles', [PayrollController, 'paycycles']).where('id', id)
}
