import { useState } from 'react'
import { useCreate, useDelete, type BaseKey } from '@refinedev/core'
import type { FormInstance } from 'antd'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../../components/records/form-errors'
import { useToast } from '../../../components/records/useToast'
import { fieldMessages } from './model'
import { useRefreshSetup } from './usePayrollSetup'

/** The section says what happened itself: Refine's own toasts stay off. */
const QUIET = { successNotification: false as const, errorNotification: false as const }

/**
 * Adding and removing a payroll's people rows (payroll_member, payroll_approver) through Refine's
 * useCreate/useDelete: the setup lists refresh and a toast says what happened; a refusal about the
 * pair (a duplicate) goes under the person picker.
 */
export function usePersonRows(form: FormInstance, resource: 'payroll_member' | 'payroll_approver') {
  const { t } = useTranslation()
  const toast = useToast()
  const refresh = useRefreshSetup()
  const { mutateAsync: create } = useCreate()
  const { mutateAsync: destroy } = useDelete()
  const [adding, setAdding] = useState(false)
  const fail = (error: unknown) => toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))

  const add = async (values: Record<string, unknown>, done: string) => {
    setAdding(true)
    try {
      await create({ resource, values, ...QUIET })
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

  const remove = async (id: BaseKey, done: string) => {
    try {
      await destroy({ resource, id, ...QUIET })
      await refresh()
      toast.success(done)
    } catch (error) {
      fail(error)
    }
  }

  return { adding, add, remove }
}
