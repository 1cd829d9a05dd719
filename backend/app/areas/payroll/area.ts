import { defineArea } from '#services/areas'
import { payrollRoutes } from './routes.js'

/** Payroll (issue 14): paycycles, their reports and registers, payslips. */
export default defineArea({
  name: 'payroll',
  // Its demo cycles take in the demo leave.
  after: ['time_off'],
  routes: payrollRoutes,
  hooks: [() => import('./rules.js')],
  effects: [() => import('./paycycle_workflow.js'), () => import('./report_workflow.js')],
  jobs: [() => import('./payslip_jobs.js')],
  demo: async (ids) => (await import('./demo.js')).seedDemoPayroll(ids),
})
