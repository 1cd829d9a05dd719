import { App } from 'antd'
import { FORM_ERROR_TOAST } from './form-errors'

/**
 * Shell §8 toasts (top-right, 4 s, closable — configured once on <App>). An error is the answer to
 * the last attempt: the next success closes it rather than showing beside it.
 */
export function useToast() {
  const { notification } = App.useApp()
  return {
    success: (text: string) => {
      notification.destroy(FORM_ERROR_TOAST)
      notification.success({ message: text })
    },
    error: (text: string) => notification.error({ key: FORM_ERROR_TOAST, message: text }),
  }
}
