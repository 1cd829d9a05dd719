import { defineArea } from '#services/areas'
import { mobilityRoutes } from './routes.js'

/** Global mobility (issue 16): visa and relocation cases, their timeline and comments. */
export default defineArea({
  name: 'mobility',
  routes: mobilityRoutes,
  hooks: [() => import('./case_rules.js')],
  effects: [() => import('./case_workflow.js')],
  demo: async (ids) => (await import('./demo.js')).seedDemoMobility(ids),
})
