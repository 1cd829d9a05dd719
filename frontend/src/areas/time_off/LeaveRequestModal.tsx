import { useEffect } from 'react'
import { Alert, Form, Modal, Typography } from 'antd'
import { useForm } from '@refinedev/antd'
import { useNotification, type HttpError } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { formatNumber, getResource, writableFields } from '@hr/shared'
import { ResourceForm } from '../../screens/generic/ResourceForm'
import { defaultValues } from '../../screens/generic/form-values'
import { errorMessage, FORM_ERROR_TOAST } from '../../components/records/form-errors'
import { useLeaveDays, useTimeOffRefresh } from './leave-data'
import type { LeaveRow } from './types'

const base = getResource('leave')
// The person is fixed by the page (their own, or the person HR is looking at).
const def = { ...base, fields: base.fields.filter((f) => f.name !== 'person_id') }
const FORM_FIELDS = writableFields(def).map((f) => f.name)

interface Props {
  personId: number
  /** a submitted request to change, or null for a new one */
  request: LeaveRow | null
  open: boolean
  onClose: () => void
}

/**
 * Request (or change) leave: the catalogue's form for the leave resource on Refine's form (a create
 * or an update through the data provider), with the day count the server will store shown live
 * (GET /api/leave/days, the same shared count the create runs).
 */
export function LeaveRequestModal({ personId, request, open, onClose }: Props) {
  const { t } = useTranslation()
  const refresh = useTimeOffRefresh()
  const { close } = useNotification()
  const refine = useForm<LeaveRow, HttpError, Record<string, unknown>>({
    resource: 'leave',
    action: request ? 'edit' : 'create',
    id: request?.id,
    redirect: false,
    // The row is the page's own: no read of it here, and nothing to warn about once the dialog is closed.
    queryOptions: { enabled: false },
    warnWhenUnsavedChanges: false,
    successNotification: () => ({ type: 'success', message: t(request ? 'common.saved' : 'time_off.requested') }),
    // Refine puts each field's error under its input; a refusal not all shown there is told in a toast.
    errorNotification: (error) => {
      const fields = Object.keys(error?.errors ?? {})
      if (fields.length && fields.every((f) => FORM_FIELDS.includes(f))) return false
      return { key: FORM_ERROR_TOAST, type: 'error', message: errorMessage(error, t('messages.error_occurred_contact_admin')) }
    },
    onMutationSuccess: async () => {
      close?.(FORM_ERROR_TOAST)
      await refresh()
      onClose()
    },
    onMutationError: (error) => {
      const first = Object.keys(error?.errors ?? {})[0]
      if (first) refine.form.scrollToField(first, { block: 'center' })
    },
  })
  const { form, formProps, formLoading } = refine
  const start = Form.useWatch<string | null>('start_date', form)
  const end = Form.useWatch<string | null>('end_date', form)
  const session = Form.useWatch<string | null>('session', form)
  const leaveTypeId = Form.useWatch<number | null>('leave_type_id', form)
  const days = useLeaveDays({ person_id: personId, leave_type_id: leaveTypeId, start_date: start, end_date: end, session }, open)
  const count = !open || !start || !end ? null
    : days.error ? { problem: errorMessage(days.error, t('messages.error_occurred_contact_admin')) }
      : days.data ? { days: days.data.total_days } : null

  useEffect(() => {
    if (!open) return
    form.resetFields()
    form.setFieldsValue((request ?? defaultValues(def)) as Parameters<typeof form.setFieldsValue>[0])
  }, [open, request, form])

  return (
    <Modal
      open={open}
      title={t(request ? 'leave.titles.edit' : 'leave.titles.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t(request ? 'common.save' : 'time_off.submit_request')}
      cancelText={t('common.cancel')}
      confirmLoading={formLoading}
      width={720}
      forceRender
      destroyOnHidden={false}
    >
      <ResourceForm def={def} mode={request ? 'edit' : 'create'} form={form}
        formProps={{ ...formProps, name: 'leave-request', onFinish: (values) => formProps.onFinish?.(request ? values : { ...values, person_id: personId }) }}
        record={request ?? undefined} inputContext={{ optionsQuery: { person_id: personId } }} />
      {count?.days && (
        <Typography.Paragraph data-testid="leave-total-days" strong>{t('time_off.total_days_live', { days: formatNumber(count.days) })}</Typography.Paragraph>
      )}
      {count?.problem && <Alert type="warning" showIcon message={count.problem} data-testid="leave-days-problem" />}
    </Modal>
  )
}
