import type { NotificationProvider } from '@refinedev/core'
import type { notification } from 'antd'

type NotificationInstance = ReturnType<typeof notification.useNotification>[0]

/**
 * Notifications as antd toasts (placement and 4 s duration come from whoever made `api`).
 * Same convention as Refine's antd provider: `description` is the title, `message` the text.
 * Its own module: the public shell uses it without antd's <App> (notification-provider.ts).
 */
export function toastProvider(api: NotificationInstance): NotificationProvider {
  return {
    open: ({ key, message, description, type }) =>
      api.open({
        key,
        message: description ?? message,
        description: description ? message : undefined,
        // Undoable ("progress") mutations are not used; show them as plain information.
        type: type === 'progress' ? 'info' : type,
      }),
    close: (key) => api.destroy(key),
  }
}
