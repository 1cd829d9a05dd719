import { Button, Dropdown, Grid, Menu } from 'antd'
import { DownOutlined } from '@ant-design/icons'
import { useLocation, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { activePortalTab, type PortalTab, type PortalVariant } from '../../components/portal'

/**
 * Shell §2.2: the portal header tabs. From the 768px breakpoint (antd `md`) they sit in a
 * horizontal menu; below it they collapse into one dropdown showing the active tab's label.
 */
export function PortalTabs({ variant, tabs }: { variant: PortalVariant; tabs: PortalTab[] }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const screens = Grid.useBreakpoint()
  const active = activePortalTab(tabs, pathname)
  const items = tabs.map((tab) => ({ key: tab.path, label: t(`shell.portal.${variant}_tabs.${tab.key}`) }))
  const selectedKeys = tabs.filter((tab) => tab.key === active).map((tab) => tab.path)
  const onClick = ({ key }: { key: string }) => navigate(key)

  // useBreakpoint is empty on the first render: treat that as wide so the menu does not flash.
  const narrow = screens.md === false
  if (narrow) {
    const current = items.find((i) => selectedKeys.includes(i.key))
    return (
      <Dropdown trigger={['click']} menu={{ items, selectable: true, selectedKeys, onClick }}>
        <Button data-testid="portal-tabs-dropdown">
          {current?.label ?? t('shell.portal.menu')} <DownOutlined />
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
        onClick={onClick}
        style={{ borderBottom: 'none', lineHeight: '54px' }}
      />
    </div>
  )
}
