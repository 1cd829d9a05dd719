import type { FormInstance } from 'antd'
import { errorMessage } from '../../components/records/form-errors'
import { splitFieldErrors } from './insurance-logic'

/**
 * Refine's form hook as the insurance forms use it: the row is at hand (no read), the modal stays
 * on the page, the form reports the API's refusal itself (reportSaveError) and says what it saved.
 */
export const quietForm = {
  redirect: false, queryOptions: { enabled: false }, successNotification: false, errorNotification: false,
  disableServerSideValidation: true, warnWhenUnsavedChanges: false,
} as const

/**
 * A failed save: every field error the API named lands under its input; errors on fields the form
 * does not show, or a refusal without field errors (403, 409), become a message.
 */
export function reportSaveError(form: FormInstance, error: unknown, known: readonly string[], toastError: (text: string) => void, fallback: string) {
  const { fields, other } = splitFieldErrors(error, known)
  if (fields.length) {
    form.setFields(fields)
    form.scrollToField(fields[0].name, { block: 'center' })
  }
  if (other.length) toastError(other.join(' '))
  else if (!fields.length) toastError(errorMessage(error, fallback))
}
