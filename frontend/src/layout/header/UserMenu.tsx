import { Avatar, Button, Dropdown, Typography, type MenuProps } from 'antd'
import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons'
import { useLogout } from '@refinedev/core'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { Profile } from '../../providers/profile'
import { userMenuLinks } from '../../shell/user-menu'

/** Shell §2.3 user menu: account settings, admin settings (access_admin) and logout. */
export function UserMenu({ profile }: { profile: Profile }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { mutate: logout } = useLogout()

  const items: MenuProps['items'] = [
    ...userMenuLinks(profile.roles).map((link) => ({
      key: link.path,
      icon: link.key === 'admin_settings' ? <SettingOutlined /> : <UserOutlined />,
      label: t(`shell.user_menu.${link.key}`),
    })),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('auth.logout') },
  ]

  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, onClick: ({ key }) => (key === 'logout' ? logout() : navigate(key)) }}
    >
      <Button type="text" data-testid="user-menu" style={{ height: 48 }}>
        <Avatar size="small" src={profile.pic || undefined} icon={<UserOutlined />} />
        <Typography.Text strong data-testid="header-user-name">{profile.name}</Typography.Text>
        <DownOutlined />
      </Button>
    </Dropdown>
  )
}
