import type { HttpError, OpenNotificationParams } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { FORM_ERROR_TOAST, errorMessage } from '../../components/records/form-errors'

/**
 * Shell §8: a failed save shows a toast built from the API's own answer; a refused form names its
 * problems. One key for every form's error toast, so the next save's success can close it
 * (`useResourceForm`) instead of showing beside it.
 */
export function useApiErrorNotification(formFields?: string[]) {
  const { t } = useTranslation()
  return (error?: HttpError): OpenNotificationParams => {
    const fields = Object.keys(error?.errors ?? {})
    // Errors all shown under the form's inputs need no repeating: the API's "check the highlighted fields".
    const shown = !!formFields && fields.length > 0 && fields.every((f) => formFields.includes(f))
    const fallback = t('messages.error_occurred_contact_admin')
    return { key: FORM_ERROR_TOAST, type: 'error', message: shown ? error?.message || fallback : errorMessage(error, fallback) }
  }
}
