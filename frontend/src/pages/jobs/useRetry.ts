import { useState } from 'react'
import { useCustomMutation } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { useApiErrorNotification } from '../../screens/generic/notifications'

/**
 * A superadmin's Retry on a failed job (issue 44): POST to `url` with `values`, the answer's
 * message as the toast (or the API's error), then `reload` the list it stands in. `retrying`
 * names the row whose button spins.
 */
export function useRetry<K extends string | number>(reload: () => Promise<unknown>) {
  const { t } = useTranslation()
  const errorNotification = useApiErrorNotification()
  const [retrying, setRetrying] = useState<K | null>(null)
  const { mutateAsync } = useCustomMutation<{ message?: string }>()
  const retry = async (id: K, url: string, values: Record<string, unknown> = {}) => {
    setRetrying(id)
    try {
      await mutateAsync({
        url, method: 'post', values,
        successNotification: (data) => ({ type: 'success', message: data?.data?.message ?? t('jobs.retried') }),
        errorNotification,
      })
    } catch {
      // The error toast has been shown (errorNotification).
    } finally {
      setRetrying(null)
      await reload()
    }
  }
  return { retrying, retry }
}
