import router from '@adonisjs/core/services/router'

const LeaveController = () => import('#areas/time_off/leave_controller')

/** Time off (issue 13) beside the catalogue's leave endpoints. */
export function timeOffRoutes() {
  router.get('/leave/balance', [LeaveController, 'balance'])
  router.get('/leave/days', [LeaveController, 'days'])
  router.post('/leave/year-start', [LeaveController, 'yearStart'])
  router.post('/leave/carry-over', [LeaveController, 'carryOver'])
  router.get('/leave-setting', [LeaveController, 'showSettings'])
  router.post('/leave-setting', [LeaveController, 'saveSettings'])
}
