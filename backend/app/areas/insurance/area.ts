import { defineArea } from '#services/areas'

/** Insurance (issue 16): plans, enrolments and dependents; a company plan's premium is a pay item. */
export default defineArea({
  name: 'insurance',
  // Its demo enrolment puts the premium on a payroll member's pay items.
  after: ['payroll'],
  hooks: [() => import('./insurance_rules.js')],
  demo: async (ids) => (await import('./demo.js')).seedDemoInsurance(ids),
})
