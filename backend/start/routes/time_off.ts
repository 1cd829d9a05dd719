import router from '@adonisjs/core/services/router'

const LeaveController = () => import('#controllers/leave_controller')
const NotificationsController = () => import('#controllers/notifications_controller')

/** Time off (issue 13) and the header bell's notifications, beside the catalogue's leave endpoints. */
export function timeOffRoutes() {
  const id = router.matchers.number()
  router.get('/leave/balance', [LeaveController, 'balance'])
  router.get('/leave/days', [LeaveController, 'days'])
  router.post('/leave/year-start', [LeaveController, 'yearStart'])
  router.post('/leave/carry-over', [LeaveController, 'carryOver'])
  router.get('/leave-setting', [LeaveController, 'showSettings'])
  router.post('/leave-setting', [LeaveController, 'saveSettings'])
  router.get('/notifications', [NotificationsController, 'index'])
  router.post('/notifications/read-all', [NotificationsController, 'readAll'])
  router.post('/notifications/:id/read', [NotificationsController, 'read']).where('id', id)
}
