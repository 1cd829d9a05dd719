import { useForm } from '@refinedev/antd'
import type { BaseKey, HttpError } from '@refinedev/core'
import { useApiErrorNotification } from './notifications'

/**
 * Refine's antd useForm as both generic forms use it: back to the show page after saving, the
 * API's message in the error toast, and the first failing field scrolled into view (the Save
 * button sits below a long form, so a server error would otherwise be off-screen).
 */
export function useResourceForm(resource: string, action: 'create' | 'edit', id?: BaseKey) {
  const errorNotification = useApiErrorNotification()
  const result = useForm({
    resource,
    action,
    id,
    redirect: 'show',
    errorNotification,
    onMutationError: (error: HttpError) => {
      const first = Object.keys(error?.errors ?? {})[0]
      if (first) result.form.scrollToField(first, { block: 'center' })
    },
  })
  return result
}
