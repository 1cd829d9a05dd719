import { useState } from 'react'
import { Button, Card, Descriptions, Form, Input, Select, Space, Typography } from 'antd'
import { useInvalidateAuthStore, useNotification, type HttpError } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, accountRole } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { clearProfile } from '../../providers/profile'
import { useApiCall, useReloadAll } from '../../providers/api-hooks'
import { changeLanguage } from '../../i18n'

/**
 * The signed-in user's own account (/account/setting, /superadmin/account/setting,
 * /vendor/account/setting): name, language, and a password change link by e-mail (the
 * forgot-password flow, which refuses SSO accounts with the spec's message).
 */
export default function AccountSettingPage() {
  const { t, i18n } = useTranslation()
  const profile = useProfile()
  const { open } = useNotification()
  const invalidateAuth = useInvalidateAuthStore()
  const api = useApiCall()
  const reloadAll = useReloadAll()
  const [form] = Form.useForm<{ name: string }>()
  const [saving, setSaving] = useState(false)
  const [lang, setLang] = useState<string | undefined>()
  const fail = (e: unknown) => open?.({ type: 'error', message: (e as HttpError).message })
  // The header and every identity reader pick up the new name or language from a fresh profile.
  const refreshProfile = async () => {
    clearProfile()
    await invalidateAuth()
  }

  const saveName = async ({ name }: { name: string }) => {
    if (!profile) return
    setSaving(true)
    try {
      const r = await api.post<{ message: string }>(`/user/${profile.id}`, { update_data: { name } })
      open?.({ type: 'success', message: r.message })
      await refreshProfile()
    } catch (e) {
      // The API names the field update_data.name; show its message under the name input.
      const field = (e as HttpError).errors?.['update_data.name']
      if (field) form.setFields([{ name: 'name', errors: ([] as string[]).concat(field as string | string[]) }])
      else fail(e)
    } finally {
      setSaving(false)
    }
  }

  const changeLang = async (value: string) => {
    try {
      const r = await api.post<{ message: string }>('/profile/set-lang', { lang: value.toUpperCase() })
      setLang(value)
      // The language's catalogue and formats load with it (i18n/index.ts), not only its code.
      await changeLanguage(value)
      open?.({ type: 'success', message: r.message })
      await refreshProfile()
      // Reference data's names came in the old language (issue 43 §7).
      await reloadAll()
    } catch (e) { fail(e) }
  }

  const sendReset = () => api.post<{ message: string }>('/auth/forgot-password', { email: profile?.email })
    .then((r) => open?.({ type: 'success', message: r.message })).catch(fail)

  if (!profile) return null
  return (
    <Card>
      <Typography.Title level={3}>{t('superadmin.account.title')}</Typography.Title>
      <Descriptions bordered size="small" column={1} items={[
        {
          key: 'name', label: t('superadmin.account.name'), children: (
            <Form form={form} layout="inline" initialValues={{ name: profile.name }} onFinish={saveName}>
              <Space align="start">
                <Form.Item name="name" rules={[{ required: true, whitespace: true, message: t('superadmin.account.name_required') }]} style={{ marginBottom: 0 }}>
                  <Input aria-label={t('superadmin.account.name')} style={{ minWidth: 240 }} maxLength={255} />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={saving}>{t('superadmin.account.save_name')}</Button>
              </Space>
            </Form>
          ),
        },
        { key: 'email', label: t('superadmin.account.email'), children: profile.email },
        { key: 'role', label: t('superadmin.account.role'), children: t(`enums.account_role.${accountRole(profile)}`) },
        {
          key: 'lang', label: t('superadmin.account.language'), children: (
            <Select aria-label={t('superadmin.account.language')} data-testid="account-language" showSearch optionFilterProp="label" value={lang ?? (profile.lang ?? i18n.language).toLowerCase()} onChange={changeLang} style={{ minWidth: 160 }}
              options={SUPPORTED_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} />
          ),
        },
        { key: 'password', label: t('superadmin.account.password'), children: <Button onClick={sendReset}>{t('superadmin.account.send_reset')}</Button> },
      ]} />
    </Card>
  )
}
