import { useState } from 'react'
import type { FormInstance } from 'antd'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../../components/records/form-errors'
import { useToast } from '../../../components/records/useToast'
import { fieldMessages } from './model'
import { useRefreshSetup } from './usePayrollSetup'

/**
 * Adding and removing a payroll's people rows (members, approvers): the setup lists refresh and a
 * toast says what happened; a refusal about the pair (a duplicate) goes under the person picker.
 */
export function usePersonRows(form: FormInstance) {
  const { t } = useTranslation()
  const toast = useToast()
  const refresh = useRefreshSetup()
  const [adding, setAdding] = useState(false)
  const fail = (error: unknown) => toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))

  const add = async (write: () => Promise<unknown>, done: string) => {
    setAdding(true)
    try {
      await write()
      form.resetFields()
      await refresh()
      toast.success(done)
    } catch (error) {
      const messages = fieldMessages(error)
      if (messages.length) form.setFields([{ name: 'person_id', errors: messages }])
      else fail(error)
    } finally {
      setAdding(false)
    }
  }

  const remove = async (write: () => Promise<unknown>, done: string) => {
    try {
      await write()
      await refresh()
      toast.success(done)
    } catch (error) {
      fail(error)
    }
  }

  return { adding, add, remove }
}
