import type { NotificationProvider } from '@refinedev/core'
import { App } from 'antd'

/**
 * Refine notifications as antd toasts (placement and 4 s duration come from <App>).
 * Written here rather than taken from @refinedev/antd: importing that package in the entry
 * pulls its whole bundle (tables, markdown, pro-layout) into the login route.
 * Same convention as Refine's antd provider: `description` is the title, `message` the text.
 */
export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp()
  return {
    open: ({ key, message, description, type }) =>
      notification.open({
        key,
        message: description ?? message,
        description: description ? message : undefined,
        // Undoable ("progress") mutations are not used; show them as plain information.
        type: type === 'progress' ? 'info' : type,
      }),
    close: (key) => notification.destroy(key),
  }
}
