import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button, Card, DatePicker, Form, Modal, Popconfirm, Select, Space, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { API_DATE_FORMAT, dateFormat, can, getResource } from '@hr/shared'
import type { Dayjs } from 'dayjs'
import { useProfile } from '../../../../hooks/useProfile'
import { apiDelete, apiPost } from '../../../../providers/http-calls'
import type { PersonRow } from '../../../../components/records/usePerson'
import { applyFieldErrors, errorMessage } from '../../../../components/records/form-errors'
import { useInvalidatePerson } from '../../../../components/records/usePerson'
import { useInvalidatePersonRecords } from '../../../../components/records/usePersonRecords'
import { useToast } from '../../../../components/records/useToast'
import { offboardTargets } from './lifecycle-logic'

/**
 * Offboarding and deletion of a person (domain §4): offboard records the last working day and
 * moves the status (staff → separated → offboarded; contractors → inactive); delete is refused by
 * the API with the delete-workflow message while the person has HR history.
 */
export function LifecycleCard({ person }: { person: PersonRow }) {
  const { t } = useTranslation()
  const toast = useToast()
  const navigate = useNavigate()
  const profile = useProfile()
  const invalidatePerson = useInvalidatePerson()
  const invalidatePersonRecords = useInvalidatePersonRecords()
  const [form] = Form.useForm()
  const [open, setOpen] = useState(false)
  const [saving, setSaving] = useState(false)
  const people = getResource('people')
  const mayOffboard = can(profile, 'delete', people, person)
  const contractor = person.type === 'contractor'
  const targets = offboardTargets(person.type, person.status)

  const offboard = async (values: { last_working_day?: Dayjs | null; status: string }) => {
    setSaving(true)
    try {
      await apiPost(`/people/${person.id}/offboard`, {
        status: values.status, last_working_day: values.last_working_day ? values.last_working_day.format(API_DATE_FORMAT) : undefined,
      })
      toast.success(t('employment.tabs.saved'))
      setOpen(false)
      await invalidatePerson(person.id)
      await invalidatePersonRecords()
    } catch (error) {
      if (!applyFieldErrors(form, error, ['last_working_day', 'status'])) toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setSaving(false)
    }
  }

  const remove = async () => {
    try {
      await apiDelete(`/people/${person.id}`)
      toast.success(t('employment.tabs.deleted'))
      navigate(contractor ? '/people/contractor' : '/people/staff')
    } catch (error) {
      toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    }
  }

  if (!mayOffboard) return null
  return (
    <Card title={t('employment.tabs.lifecycle')} data-testid="lifecycle" style={{ marginBottom: 16 }}>
      <Space wrap>
        <Typography.Text>{t('employment.tabs.status_now', { status: t(`enums.status.${person.status}`, { defaultValue: person.status }) })}</Typography.Text>
        <Button disabled={!targets.length} onClick={() => { form.resetFields(); form.setFieldsValue({ status: targets[0] }); setOpen(true) }}>
          {t('employment.tabs.offboard')}
        </Button>
        <Popconfirm title={t('employment.tabs.delete_person_confirm')} onConfirm={remove} okText={t('employment.tabs.delete')} cancelText={t('employment.tabs.cancel')}>
          <Button danger>{t('employment.tabs.delete_person')}</Button>
        </Popconfirm>
      </Space>
      <Modal
        open={open}
        title={t('employment.tabs.offboard')}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText={t('employment.tabs.submit')}
        cancelText={t('employment.tabs.cancel')}
        confirmLoading={saving}
        forceRender
      >
        <Form form={form} layout="vertical" name="offboard" onFinish={offboard}>
          <Form.Item name="last_working_day" label={t('employment_info.fields.last_working_day')}>
            <DatePicker format={dateFormat()} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="status" label={t('people.fields.status')} rules={[{ required: true }]}>
            <Select options={targets.map((s) => ({ value: s, label: t(`enums.status.${s}`) }))} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  )
}
