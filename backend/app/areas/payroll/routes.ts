import router from '@adonisjs/core/services/router'

const PayrollController = () => import('#areas/payroll/payroll_controller')
const PayrollReportController = () => import('#areas/payroll/payroll_report_controller')
const PayrollCentralController = () => import('#areas/payroll/payroll_central_controller')

/** Payroll (issue 14) beside the catalogue's payroll endpoints. */
export function payrollRoutes() {
  const id = router.matchers.number()
  router.get('/paycycle/:id/history', [PayrollCentralController, 'history']).where('id', id)
  router.post('/person-pay-item/:id/approval', [PayrollController, 'payItemApproval']).where('id', id)
  router.post('/payroll/:id/paycycles', [PayrollController, 'paycycles']).where('id', id)
  router.get('/payroll-currencies', [PayrollController, 'currencies'])
  router.put('/payroll-report/:id/register', [PayrollReportController, 'register']).where('id', id)
  router.put('/payroll-report/:id/change-report', [PayrollReportController, 'changeReport']).where('id', id)
  router.get('/payroll-report/get/excel-data/:id', [PayrollReportController, 'excelData']).where('id', id)
  router.post('/payroll-report/upload/excel/:id', [PayrollReportController, 'uploadExcel']).where('id', id)
  router.get('/payroll-central/:kind', [PayrollCentralController, 'show'])
  router.get('/payslip', [PayrollCentralController, 'payslips'])
}
