import router from '@adonisjs/core/services/router'

const NotificationsController = () => import('#controllers/notifications_controller')

/** The header bell's notifications (every area writes them: services/notifications.ts). */
export function notificationRoutes() {
  router.get('/notifications', [NotificationsController, 'index'])
  router.post('/notifications/read-all', [NotificationsController, 'readAll'])
  router.post('/notifications/:id/read', [NotificationsController, 'read']).where('id', router.matchers.number())
}
