import { useForm } from '@refinedev/antd'
import { useNotification, type BaseKey, type HttpError } from '@refinedev/core'
import { getResource, translatedFields, writableFields } from '@hr/shared'
import { FORM_ERROR_TOAST } from '../../components/records/form-errors'
import { useApiErrorNotification } from './notifications'

/**
 * Refine's antd useForm as both generic forms use it: back to the show page after saving, the
 * API's message in the error toast (closed again by the next success), and the first failing
 * field scrolled into view (the Save button sits below a long form, so a server error would
 * otherwise be off-screen). Refine puts every field error of the 422 under its input.
 */
export function useResourceForm(resource: string, action: 'create' | 'edit', id?: BaseKey) {
  const errorNotification = useApiErrorNotification(writableFields(getResource(resource)).map((f) => f.name))
  const { close } = useNotification()
  // Reference data's names are read in the reader's language; the form edits the stored English
  // name beside its translations (issue 43 §7).
  const storedNames = translatedFields(getResource(resource)).length ? { headers: { 'X-Stored-Names': '1' } } : undefined
  const result = useForm({
    resource,
    action,
    id,
    queryMeta: storedNames,
    redirect: 'show',
    errorNotification,
    onMutationSuccess: () => close?.(FORM_ERROR_TOAST),
    onMutationError: (error: HttpError) => {
      const first = Object.keys(error?.errors ?? {})[0]
      if (first) result.form.scrollToField(first, { block: 'center' })
    },
  })
  return result
}
