import type { HttpError, OpenNotificationParams } from '@refinedev/core'
import { useTranslation } from 'react-i18next'

/** Shell §8: a failed save shows a toast built from the API's own message. */
export function useApiErrorNotification() {
  const { t } = useTranslation()
  return (error?: HttpError): OpenNotificationParams => ({
    type: 'error',
    message: error?.message || t('messages.error_occurred_contact_admin'),
  })
}
