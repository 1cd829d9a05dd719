import { Card, Descriptions, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useProfile } from '../../hooks/useProfile'

/** /superadmin/account/setting: the signed-in superadmin's own account. */
export default function AccountSettingPage() {
  const { t } = useTranslation()
  const profile = useProfile()
  return (
    <Card>
      <Typography.Title level={3}>{t('superadmin.account.title')}</Typography.Title>
      {profile && (
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            { key: 'name', label: t('superadmin.account.name'), children: profile.name },
            { key: 'email', label: t('superadmin.account.email'), children: profile.email },
            { key: 'role', label: t('superadmin.account.role'), children: t(`enums.managed_role.${profile.role}`, { defaultValue: profile.role }) },
            { key: 'lang', label: t('superadmin.account.language'), children: (profile.lang ?? 'en').toUpperCase() },
          ]}
        />
      )}
    </Card>
  )
}
