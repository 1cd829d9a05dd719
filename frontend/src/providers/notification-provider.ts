import type { NotificationProvider } from '@refinedev/core'
import { App } from 'antd'
import { toastProvider } from './toasts'

/**
 * Refine notifications as antd toasts through <App> (App.tsx: top-right, 4 s). Written here rather
 * than taken from @refinedev/antd: importing that package in the entry pulls its whole bundle
 * (tables, markdown, pro-layout) into the login route.
 */
export function useNotificationProvider(): NotificationProvider {
  return toastProvider(App.useApp().notification)
}
