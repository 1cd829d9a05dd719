import type { FormInstance } from 'antd'

type FieldErrors = Record<string, string | string[]>

const fieldErrorsOf = (error: unknown): FieldErrors | null => {
  const errors = (error as { errors?: FieldErrors } | null)?.errors
  return errors && typeof errors === 'object' ? errors : null
}

/**
 * The API's field errors (Refine HttpError `errors`: field → message or messages) under the form's
 * fields, every one at once. Returns whether all of them landed: an error for a field the form has
 * no input for (`known` leaves it out) is not lost, the caller's toast tells it (`errorMessage`).
 */
export function applyFieldErrors(form: FormInstance, error: unknown, known?: string[]): boolean {
  const errors = fieldErrorsOf(error)
  if (!errors) return false
  const all = Object.entries(errors)
    .map(([field, msg]) => ({ name: field.replace(/^update_data\./, ''), errors: Array.isArray(msg) ? msg : [msg] }))
  const fields = all.filter((f) => !known || known.includes(f.name))
  if (!fields.length) return false
  form.setFields(fields)
  form.scrollToField(fields[0].name, { block: 'center' })
  return fields.length === all.length
}

/**
 * A failed save in one sentence for a toast: a refused form (422) names each of its problems,
 * since "check the highlighted fields" says nothing when a field has no input to highlight.
 */
export const errorMessage = (error: unknown, fallback: string) => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  const fields = status === 422 ? fieldErrorsOf(error) : null
  if (fields) {
    const messages = [...new Set(Object.values(fields).flat().filter((m) => typeof m === 'string' && m))]
    if (messages.length) return messages.join(' ')
  }
  const m = (error as { message?: unknown } | null)?.message
  return typeof m === 'string' && m ? m : fallback
}

/**
 * The one key of a form's error toast: a later success replaces or closes it, so "Please check the
 * highlighted fields" never stays beside "Created successfully".
 */
export const FORM_ERROR_TOAST = 'form-error'
