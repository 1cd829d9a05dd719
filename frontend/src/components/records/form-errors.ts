import type { FormInstance } from 'antd'

/**
 * The API's field errors (Refine HttpError `errors`: field → message or messages) under the form's
 * fields. Returns whether any landed, so the caller can fall back to a toast.
 */
export function applyFieldErrors(form: FormInstance, error: unknown, known?: string[]): boolean {
  const errors = (error as { errors?: Record<string, string | string[]> } | null)?.errors
  if (!errors || typeof errors !== 'object') return false
  const fields = Object.entries(errors)
    .map(([field, msg]) => ({ name: field.replace(/^update_data\./, ''), errors: Array.isArray(msg) ? msg : [msg] }))
    .filter((f) => !known || known.includes(f.name))
  if (!fields.length) return false
  form.setFields(fields)
  form.scrollToField(fields[0].name, { block: 'center' })
  return true
}

export const errorMessage = (error: unknown, fallback: string) => {
  const m = (error as { message?: unknown } | null)?.message
  return typeof m === 'string' && m ? m : fallback
}
