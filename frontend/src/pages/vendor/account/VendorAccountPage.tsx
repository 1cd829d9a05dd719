import { useState } from 'react'
import { Button, Card, Descriptions, Select, Typography } from 'antd'
import { useNotification, type HttpError } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { VISIBLE_LANGUAGES } from '@hr/shared'
import { useProfile } from '../../../hooks/useProfile'
import { API_URL, httpClient } from '../../../providers/http'

/** /vendor/account/setting: the signed-in user's name, language and a password change link by e-mail. */
export default function VendorAccountPage() {
  const { t, i18n } = useTranslation()
  const profile = useProfile()
  const { open } = useNotification()
  const [lang, setLang] = useState<string>(profile?.lang ?? i18n.language)
  const fail = (e: unknown) => open?.({ type: 'error', message: (e as HttpError).message })

  const changeLang = async (value: string) => {
    try {
      const r = await httpClient.post<{ message: string }>(`${API_URL}/profile/set-lang`, { lang: value.toUpperCase() })
      setLang(value)
      await i18n.changeLanguage(value)
      open?.({ type: 'success', message: r.data.message })
    } catch (e) { fail(e) }
  }
  const sendReset = () => httpClient.post<{ message: string }>(`${API_URL}/auth/forgot-password`, { email: profile?.email })
    .then((r) => open?.({ type: 'success', message: r.data.message })).catch(fail)

  if (!profile) return null
  return (
    <Card>
      <Typography.Title level={3}>{t('vendor_portal.account.title')}</Typography.Title>
      <Descriptions bordered size="small" column={1} items={[
        { key: 'name', label: t('vendor_portal.users.name'), children: profile.name },
        { key: 'email', label: t('vendor_portal.users.email'), children: profile.email },
        { key: 'role', label: t('vendor_portal.users.role'), children: t(`vendor_portal.users.roles.${profile.roles.vendor_admin ? 'vendor_admin' : profile.roles.superadmin ? 'superadmin' : 'vendor_user'}`) },
        { key: 'lang', label: t('vendor_portal.account.language'), children: (
          <Select value={lang} onChange={changeLang} style={{ minWidth: 160 }}
            options={VISIBLE_LANGUAGES.map((l: string) => ({ value: l, label: t(`vendor_portal.account.languages.${l}`, { defaultValue: l.toUpperCase() }) }))} />
        ) },
        { key: 'password', label: t('vendor_portal.account.password'), children: <Button onClick={sendReset}>{t('vendor_portal.account.send_reset')}</Button> },
      ]} />
    </Card>
  )
}
