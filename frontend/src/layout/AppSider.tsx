import { useMemo } from 'react'
import { Layout, Menu, type MenuProps } from 'antd'
import { Link, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useThemedLayoutContext } from '@refinedev/antd'
import { SIDEBAR_CONDENSED_WIDTH_PX, SIDEBAR_WIDTH_PX } from '@hr/shared'
import { useProfile } from '../hooks/useProfile'
import { buildSideMenu, selectedMenuPath, type SideMenuEntry } from '../shell/side-menu'
import { AppLogo } from './AppLogo'

type Item = Required<MenuProps>['items'][number]

/** Shell §2.3 side navigation: the role's entries from `buildSideMenu`, 260px or 71px condensed. */
export function AppSider() {
  const { t } = useTranslation()
  const profile = useProfile()
  const { pathname } = useLocation()
  const { siderCollapsed, setSiderCollapsed } = useThemedLayoutContext()
  const entries = useMemo(() => (profile ? buildSideMenu(profile.roles) : []), [profile])

  const items = useMemo(() => {
    const link = (e: SideMenuEntry): Item => ({ key: e.path, label: <Link to={e.path}>{t(e.labelKey)}</Link> })
    const shown = entries.filter((e) => !e.hidden)
    const out: Item[] = shown.filter((e) => !e.group).map(link)
    for (const group of ['personal_portal', 'manager_portal'] as const) {
      const inGroup = shown.filter((e) => e.group === group)
      if (inGroup.length) out.push({ type: 'group', key: group, label: t(`shell.menu.${group}`), children: inGroup.map(link) })
    }
    return out
  }, [entries, t])

  const selected = selectedMenuPath(pathname, entries)
  return (
    <Layout.Sider
      data-testid="side-nav"
      theme="light"
      width={SIDEBAR_WIDTH_PX}
      collapsedWidth={SIDEBAR_CONDENSED_WIDTH_PX}
      collapsed={siderCollapsed}
      // Below the large breakpoint the sidebar condenses by itself (the header switch is large-screen only).
      breakpoint="lg"
      onBreakpoint={(below) => setSiderCollapsed(below)}
      trigger={null}
      style={{ borderRight: '1px solid rgba(5,5,5,0.06)', position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
    >
      <div style={{ height: 64, display: 'flex', alignItems: 'center', padding: '0 24px', gap: 8 }}>
        <AppLogo />
        {!siderCollapsed && <strong>{t('common.app_name')}</strong>}
      </div>
      <Menu mode="inline" items={items} selectedKeys={selected ? [selected] : []} style={{ borderInlineEnd: 0 }} />
    </Layout.Sider>
  )
}
