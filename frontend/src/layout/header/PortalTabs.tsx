import { Button, Dropdown, Grid, Menu, Tag } from 'antd'
import { DownOutlined } from '@ant-design/icons'
import { Link, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { activePortalTab, portalTabLabel, type PortalTab, type PortalVariant } from '../../components/portal'
import { isPlaceholderPage } from '../../routing/placeholder-pages'

/**
 * Shell §2.2: the portal header tabs. From the 768px breakpoint (antd `md`) they sit in a
 * horizontal menu; below it they collapse into one dropdown showing the active tab's label. Every
 * tab is a link (its label an anchor with the tab's href; antd stretches it over the whole item),
 * so a click navigates client-side and ctrl/middle click opens a new tab. A tab whose page is still
 * being built carries the "soon" tag, as the customer menu's entries do (issue 43 §9).
 */
export function PortalTabs({ variant, tabs }: { variant: PortalVariant; tabs: PortalTab[] }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const screens = Grid.useBreakpoint()
  const active = activePortalTab(tabs, pathname)
  const label = (tab: PortalTab) => t(portalTabLabel(variant, tab))
  const items = tabs.map((tab) => {
    const soon = isPlaceholderPage(tab.path)
    return {
      key: tab.path,
      label: (
        <Link to={tab.path} aria-current={tab.key === active ? 'page' : undefined} aria-description={soon ? t('shell.menu.soon_description') : undefined}>
          {label(tab)}
          {soon && <Tag aria-hidden bordered={false} color="gold" style={{ marginInlineStart: 8 }} data-testid="portal-tab-soon">{t('shell.menu.soon')}</Tag>}
        </Link>
      ),
    }
  })
  const selectedKeys = tabs.filter((tab) => tab.key === active).map((tab) => tab.path)

  // useBreakpoint is empty on the first render: treat that as wide so the menu does not flash.
  const narrow = screens.md === false
  if (narrow) {
    const current = tabs.find((tab) => tab.key === active)
    return (
      <Dropdown trigger={['click']} menu={{ items, selectable: true, selectedKeys }}>
        <Button data-testid="portal-tabs-dropdown">
          {current ? label(current) : t('shell.portal.menu')} <DownOutlined />
        </Button>
      </Dropdown>
    )
  }
  return (
    <div data-testid="portal-tabs" style={{ flex: 1, minWidth: 0 }}>
      <Menu
        mode="horizontal"
        items={items}
        selectedKeys={selectedKeys}
        style={{ borderBottom: 'none', lineHeight: '54px' }}
      />
    </div>
  )
}
