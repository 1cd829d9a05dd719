import { defineArea } from '#services/areas'
import { timeOffRoutes } from './routes.js'
import { leaveInPayroll } from './leave_in_payroll.js'

/** Time off (issue 13): leave requests and their balances, entitlements, timesheets; leave taken into payroll. */
export default defineArea({
  name: 'time_off',
  routes: timeOffRoutes,
  hooks: [() => import('./leave_rules.js'), () => import('./entitlements.js'), () => import('./timesheet_rules.js')],
  effects: [() => import('./leave_workflow.js')],
  jobs: [() => import('./leave_jobs.js')],
  demo: async (ids) => (await import('./demo.js')).seedDemoTimeOff(ids),
  payrollSeam: leaveInPayroll,
})
