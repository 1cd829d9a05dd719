import { Button, Layout, Space, Typography, theme } from 'antd'
import { LogoutOutlined } from '@ant-design/icons'
import { useGetIdentity, useLogout } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import type { Profile } from '../providers/profile'

export function AppHeader() {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const { data: user } = useGetIdentity<Profile>()
  const { mutate: logout, isPending } = useLogout()

  return (
    <Layout.Header
      style={{
        backgroundColor: token.colorBgElevated,
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        padding: '0 24px',
        height: 64,
        position: 'sticky',
        top: 0,
        zIndex: 1,
      }}
    >
      <Space size="middle">
        {user?.name && <Typography.Text strong data-testid="header-user-name">{user.name}</Typography.Text>}
        <Button icon={<LogoutOutlined />} loading={isPending} onClick={() => logout()}>
          {t('auth.logout')}
        </Button>
      </Space>
    </Layout.Header>
  )
}
