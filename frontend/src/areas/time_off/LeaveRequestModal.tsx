import { useEffect, useState } from 'react'
import { Alert, Form, Modal, Typography } from 'antd'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatNumber, getResource, writableFields } from '@hr/shared'
import { ResourceForm } from '../../screens/generic/ResourceForm'
import { defaultValues } from '../../screens/generic/form-values'
import { apiPost } from '../../providers/http-calls'
import { applyFieldErrors, errorMessage } from '../../components/records/form-errors'
import { useToast } from '../../components/records/useToast'
import { leaveDays, TIME_OFF_KEY, type LeaveRow } from './api'

const base = getResource('leave')
// The person is fixed by the page (their own, or the person HR is looking at).
const def = { ...base, fields: base.fields.filter((f) => f.name !== 'person_id') }

interface Props {
  personId: number
  /** a submitted request to change, or null for a new one */
  request: LeaveRow | null
  open: boolean
  onClose: () => void
}

/**
 * Request (or change) leave: the catalogue's form for the leave resource, with the day count the
 * server will store shown live (GET /api/leave/days, the same shared count the create runs).
 */
export function LeaveRequestModal({ personId, request, open, onClose }: Props) {
  const { t } = useTranslation()
  const message = useToast()
  const queryClient = useQueryClient()
  const [form] = Form.useForm()
  const [saving, setSaving] = useState(false)
  const [count, setCount] = useState<{ days?: string; problem?: string } | null>(null)
  const start = Form.useWatch('start_date', form)
  const end = Form.useWatch('end_date', form)
  const session = Form.useWatch('session', form)
  const leaveTypeId = Form.useWatch('leave_type_id', form)

  useEffect(() => {
    if (!open) return
    form.resetFields()
    form.setFieldsValue(request ?? defaultValues(def))
    setCount(null)
  }, [open, request, form])

  useEffect(() => {
    if (!open || !start || !end) return setCount(null)
    let live = true
    leaveDays({ person_id: personId, leave_type_id: leaveTypeId ?? undefined, start_date: start, end_date: end, session: session ?? 'full_day' })
      .then((r) => live && setCount({ days: r.total_days }))
      .catch((error) => live && setCount({ problem: errorMessage(error, t('messages.error_occurred_contact_admin')) }))
    return () => { live = false }
  }, [open, personId, start, end, session, leaveTypeId, t])

  const save = async (payload: Record<string, unknown>) => {
    setSaving(true)
    try {
      if (request) await apiPost(`/leave/${request.id}`, { update_data: payload })
      else await apiPost('/leave', { ...payload, person_id: personId })
      message.success(t(request ? 'common.saved' : 'time_off.requested'))
      await queryClient.invalidateQueries({ queryKey: [TIME_OFF_KEY] })
      onClose()
    } catch (error) {
      if (!applyFieldErrors(form, error, [...writableFields(def).map((f) => f.name)])) {
        message.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
      }
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      open={open}
      title={t(request ? 'leave.titles.edit' : 'leave.titles.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t(request ? 'common.save' : 'time_off.submit_request')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      width={720}
      forceRender
      destroyOnHidden={false}
    >
      <ResourceForm def={def} mode={request ? 'edit' : 'create'} form={form} formProps={{ form, name: 'leave-request', onFinish: save as any }} record={request ?? undefined}
        inputContext={{ optionsQuery: { person_id: personId } }} />
      {count?.days && (
        <Typography.Paragraph data-testid="leave-total-days" strong>{t('time_off.total_days_live', { days: formatNumber(count.days) })}</Typography.Paragraph>
      )}
      {count?.problem && <Alert type="warning" showIcon message={count.problem} data-testid="leave-days-problem" />}
    </Modal>
  )
}
