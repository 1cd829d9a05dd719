import { can } from '@hr/shared'
import { defineArea } from '../define'
import { lazyPage } from '../../components/loading/lazy-page'

/**
 * Insurance (issue 16): the company's enrolments (the catalogue's list and show, made bespoke:
 * person and plan names, date filters; one enrolment as on the person's tab) and the person's tab.
 */
export default defineArea({
  name: 'insurance',
  screens: {
    insurance_enrolment: {
      list: lazyPage(() => import('./InsuranceListPage')),
      show: lazyPage(() => import('./EnrolmentShowPage')),
    },
  },
  // Refine's resource list: the enrolments' screens sit in the global mobility section (its tab strip).
  resources: [{ name: 'insurance_enrolment', parent: 'global_mobility' }],
  // HR's and the person's, not their manager's.
  personTabs: [{ key: 'insurance', order: 120, page: lazyPage(() => import('./InsuranceTab')), visible: (user, owned) => can(user, 'list', 'insurance_enrolment', owned) }],
})
