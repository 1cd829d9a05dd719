import { defineArea } from '../define'
import { lazyPage } from '../../components/loading/lazy-page'
import { timeOffRoutes } from './routes'

/** Time off (issue 13): one's own leave, the team's, the company's leave rules; a tab on the person and on a contract. */
export default defineArea({
  name: 'time_off',
  routes: timeOffRoutes,
  // Refine's resource list: the pages under the catalogue's leave (breadcrumbs, title).
  resources: [
    { name: 'time_off', list: '/time-off', parent: 'leave', labelKey: 'shell.pages.time_off', icon: 'calendar' },
    { name: 'my_time_off', list: '/my-time-off', parent: 'leave', labelKey: 'shell.pages.my_time_off', icon: 'calendar' },
    { name: 'leave_setting', list: '/admin-setting/leave-setting', parent: 'leave_type', labelKey: 'organisation.tabs.leave_setting' },
  ],
  menu: [
    { path: '/my-time-off', labelKey: 'shell.menu.my_time_off', group: 'personal_portal', order: 20 },
    { path: '/time-off', labelKey: 'shell.menu.time_off', group: 'manager_portal', order: 50 },
  ],
  managerPaths: ['/time-off'],
  personTabs: [{ key: 'time-off', order: 100, page: lazyPage(() => import('./TimeOffTab')) }],
  contractTabs: [{ key: 'timeoff', order: 30, page: lazyPage(() => import('./ContractTimeOffTab')) }],
})
