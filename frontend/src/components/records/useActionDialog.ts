import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { errorMessage } from './form-errors'
import { useToast } from './useToast'

/**
 * A workflow action asked for in a dialog (payroll and expense reports): which action is open,
 * whether it is running, and `run`, which sends it, says what happened (the API's message on
 * failure), closes the dialog and refreshes what it changed.
 */
export function useActionDialog<A extends string>(invalidate: readonly unknown[]) {
  const { t } = useTranslation()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [action, setAction] = useState<A | null>(null)
  const [busy, setBusy] = useState(false)

  /** `send` performs the action and answers the success message. */
  const run = async (send: (action: A) => Promise<string>) => {
    if (!action) return
    setBusy(true)
    try {
      toast.success(await send(action))
      setAction(null)
      await queryClient.invalidateQueries({ queryKey: invalidate })
    } catch (error) {
      toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setBusy(false)
    }
  }
  return { action, setAction, busy, run }
}
