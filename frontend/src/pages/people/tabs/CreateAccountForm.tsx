import { useState } from 'react'
import { Button, Form, Input, Space, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { apiPost } from '../../../providers/http-calls'
import { applyFieldErrors, errorMessage } from '../../../components/records/form-errors'
import { useInvalidatePerson } from '../../../components/records/usePerson'
import { useToast } from '../../../components/records/useToast'

/**
 * The system tab of a person without a platform account: creates it (POST /api/people/:id/account;
 * role flags follow the person's profile type) and e-mails the invitation to set a password.
 */
export function CreateAccountForm({ personId, workEmail }: { personId: number; workEmail: string | null }) {
  const { t } = useTranslation()
  const toast = useToast()
  const invalidatePerson = useInvalidatePerson()
  const [form] = Form.useForm()
  const [saving, setSaving] = useState(false)

  const create = async ({ email }: { email: string }) => {
    setSaving(true)
    try {
      const res = await apiPost<{ message?: string }>(`/people/${personId}/account`, { email, send_invite: true })
      toast.success(res.message ?? t('common.saved'))
      await invalidatePerson(personId)
    } catch (error) {
      if (!applyFieldErrors(form, error, ['email'])) toast.error(errorMessage(error, t('messages.error_occurred_contact_admin')))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('people_ui.system.no_account')}</Typography.Text>
      <Form form={form} name="create-account" layout="inline" onFinish={create} initialValues={{ email: workEmail ?? '' }}>
        <Form.Item name="email" label={t('auth.email')} rules={[{ required: true, message: t('validation.required', { field: t('auth.email') }) }]}>
          <Input autoComplete="off" maxLength={255} style={{ width: 320 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>{t('people_ui.system.create_account')}</Button>
        </Form.Item>
      </Form>
    </Space>
  )
}
