import { App } from 'antd'

/** Shell §8 toasts (top-right, 4 s, closable — configured once on <App>). */
export function useToast() {
  const { notification } = App.useApp()
  return {
    success: (text: string) => notification.success({ message: text }),
    error: (text: string) => notification.error({ message: text }),
  }
}
