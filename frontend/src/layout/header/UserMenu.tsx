import { Avatar, Button, Dropdown, Typography, type MenuProps } from 'antd'
import { DownOutlined, LogoutOutlined, SettingOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons'
import { useLogout } from '@refinedev/core'
import { Link, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { Profile } from '../../providers/profile'
import { userMenuLinks } from '../../components/user-menu'
import { PORTAL_ACCOUNT_PATH, PORTAL_HOME, portalFor, setPortalFlag, type PortalVariant } from '../../components/portal'

const SWITCH_KEY = 'switch-portal'
/** A click the Link handles in place (not one that opens a new tab or window). */
const plainClick = (e: { button: number; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }) =>
  e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey

/**
 * Shell §2.3 user menu: account settings, admin settings (access_admin), portal switching and
 * logout. Inside a portal (`portal` set) the account link is the portal's own and the switch
 * entry leads back to `/`.
 */
export function UserMenu({ profile, portal, compact = false }: { profile: Profile; portal?: PortalVariant; compact?: boolean }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { mutate: logout } = useLogout()
  const target = portal ?? portalFor(profile.roles)

  const links = portal
    ? [{ key: 'account_settings' as const, path: PORTAL_ACCOUNT_PATH[portal] }]
    : userMenuLinks(profile.roles)

  const items: MenuProps['items'] = [
    // Real links (issue 20 §3): a click navigates in place, ctrl/middle click opens a new tab.
    ...links.map((link) => ({
      key: link.path,
      icon: link.key === 'admin_settings' ? <SettingOutlined /> : <UserOutlined />,
      label: <Link to={link.path} data-testid={`user-menu-${link.key}`}>{t(`shell.user_menu.${link.key}`)}</Link>,
    })),
    ...(target ? [{
      key: SWITCH_KEY,
      icon: <SwapOutlined />,
      // A link too: a plain click sets the portal flag and navigates in place; a new tab's layout sets it there.
      label: (
        <Link to={portal ? '/' : PORTAL_HOME[target]} data-testid="user-menu-switch-portal" onClick={(e) => { if (plainClick(e)) setPortalFlag(target, !portal) }}>
          {t(portal ? 'shell.portal.back_to_app' : `shell.portal.open_${target}`)}
        </Link>
      ),
    }] : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('auth.logout') },
  ]

  // §4 "Layouts set the portal flags": entering sets the portal's cookie, leaving clears it.
  const switchPortal = () => {
    if (!target) return
    setPortalFlag(target, !portal)
    navigate(portal ? '/' : PORTAL_HOME[target])
  }

  // A link's own click is left to the Link; Enter on a focused entry arrives here without an anchor.
  const onClick = ({ key, domEvent }: { key: string; domEvent: { target: EventTarget | null } }) => {
    if (key === 'logout') logout()
    else if ((domEvent.target as Element | null)?.closest?.('a')) return
    else if (key === SWITCH_KEY) switchPortal()
    else navigate(key)
  }

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }}>
      <Button type="text" data-testid="user-menu" aria-label={compact ? profile.name : undefined} style={compact ? { height: 48, paddingInline: 4 } : { height: 48 }}>
        <Avatar size="small" src={profile.pic || undefined} icon={<UserOutlined />} />
        {/* Compact (phone headers): the avatar alone, so the collapsed tabs keep their room. */}
        {!compact && <Typography.Text strong data-testid="header-user-name">{profile.name}</Typography.Text>}
        {!compact && <DownOutlined />}
      </Button>
    </Dropdown>
  )
}
