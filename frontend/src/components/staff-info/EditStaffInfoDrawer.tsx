import { useEffect, useState } from 'react'
import { Button, Drawer, Form, Input, Space, Spin, Switch } from 'antd'
import { useNotification } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { API_URL, httpClient } from '../../providers/http'
import { useProfile } from '../../hooks/useProfile'
import { CountrySelect } from '../CountrySelect'

interface StaffInfo { name: string; email: string; country: string | null; is_local: boolean }

export interface EditStaffInfoDrawerProps {
  open: boolean
  /** The user whose info is edited (POST /api/user/{userId}). */
  userId: number
  /** Emitted on every close; `saved` tells the opener to refresh what it shows. */
  onClose: (saved: boolean) => void
}

/**
 * Shell §2.4/§4/§5 edit-staff-info panel: name and country required; the account e-mail only for
 * access_admin holders (otherwise hidden and never sent); a local/foreigner switch for is_local.
 * Opening loads the current values; closing resets the validation state.
 */
export function EditStaffInfoDrawer({ open, userId, onClose }: EditStaffInfoDrawerProps) {
  const { t } = useTranslation()
  const { open: notify } = useNotification()
  const accessAdmin = !!useProfile()?.roles.access_admin
  const [form] = Form.useForm<StaffInfo>()
  const [loading, setLoading] = useState(false)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!open) return
    setLoading(true)
    httpClient.get<StaffInfo>(`${API_URL}/user`, { params: { user_id: userId } })
      .then((r) => form.setFieldsValue({ name: r.data.name, email: r.data.email, country: r.data.country, is_local: r.data.is_local }))
      .catch((error) => notify?.({ type: 'error', message: error?.message ?? t('messages.error_occurred_contact_admin') }))
      .finally(() => setLoading(false))
  }, [open, userId, form, notify, t])

  const close = (saved: boolean) => {
    form.resetFields()
    onClose(saved)
  }

  const save = async (values: StaffInfo) => {
    setSaving(true)
    try {
      const update_data: Partial<StaffInfo> = { name: values.name.trim(), country: values.country, is_local: !!values.is_local }
      if (accessAdmin) update_data.email = values.email.trim()
      await httpClient.post(`${API_URL}/user/${userId}`, { user_id: userId, update_data })
      notify?.({ type: 'success', message: t('messages.staff_info_updated'), key: 'staff-info-updated' })
      close(true)
    } catch (error) {
      const e = error as { message?: string; errors?: Record<string, string | string[]> }
      // The API names fields `update_data.name` or `email`: put each message under its input.
      const fields = Object.entries(e.errors ?? {}).map(([field, message]) => ({
        name: field.replace(/^update_data\./, '') as keyof StaffInfo, errors: ([] as string[]).concat(message),
      }))
      if (fields.length) form.setFields(fields)
      notify?.({ type: 'error', message: e.message ?? t('messages.error_occurred_contact_admin') })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Drawer
      open={open}
      onClose={() => close(false)}
      title={t('shell.staff_info.title')}
      width={440}
      data-testid="edit-staff-info"
      footer={
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={() => close(false)}>{t('shell.staff_info.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="staff-info-save">{t('shell.staff_info.save')}</Button>
        </Space>
      }
    >
      <Spin spinning={loading}>
        <Form form={form} layout="vertical" name="staff_info" onFinish={save} initialValues={{ is_local: true }}>
          <Form.Item name="name" label={t('shell.staff_info.name')} rules={[{ required: true, whitespace: true, message: t('validation.required', { field: t('shell.staff_info.name') }) }]}>
            <Input maxLength={255} autoComplete="off" />
          </Form.Item>
          {accessAdmin && (
            <Form.Item
              name="email"
              label={t('shell.staff_info.email')}
              rules={[
                { required: true, whitespace: true, message: t('validation.required', { field: t('shell.staff_info.email') }) },
                { type: 'email', message: t('validation.email', { field: t('shell.staff_info.email') }) },
              ]}
            >
              <Input maxLength={255} autoComplete="off" />
            </Form.Item>
          )}
          <Form.Item name="country" label={t('shell.staff_info.country')} rules={[{ required: true, message: t('validation.required', { field: t('shell.staff_info.country') }) }]}>
            <CountrySelect />
          </Form.Item>
          <Form.Item name="is_local" label={t('shell.staff_info.local_or_foreigner')} valuePropName="checked">
            <Switch checkedChildren={t('shell.onboarding.local')} unCheckedChildren={t('shell.onboarding.foreigner')} data-testid="staff-info-local" />
          </Form.Item>
        </Form>
      </Spin>
    </Drawer>
  )
}
