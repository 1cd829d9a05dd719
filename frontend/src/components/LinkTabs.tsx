import type { MouseEvent, KeyboardEvent, ReactNode } from 'react'
import { Tabs, type TabsProps } from 'antd'
import { Link, useNavigate } from 'react-router'

export interface LinkTab {
  key: string
  /** The route the tab opens; its label is an anchor to it. */
  to: string
  label: ReactNode
  /** Drawn under the tab bar while this tab is active (Tabs' own panel). */
  children?: ReactNode
  testId?: string
}

/**
 * Tabs whose every tab is a link (issue #20 item 3): each label is a react-router `Link` with its
 * `href`, so a click navigates client-side while ctrl/middle click opens a new tab and assistive
 * tech reads a link. A click on the tab's padding or Enter on the focused tab (no anchor under the
 * event) navigates too; the anchor's own click is left to the Link.
 */
export function LinkTabs({ tabs, activeKey, ...rest }: { tabs: LinkTab[]; activeKey?: string | null } & Omit<TabsProps, 'items' | 'activeKey' | 'onChange' | 'onTabClick'>) {
  const navigate = useNavigate()
  const onTabClick = (key: string, e: MouseEvent | KeyboardEvent) => {
    if ((e.target as Element | null)?.closest?.('a')) return
    const tab = tabs.find((t) => t.key === key)
    if (tab && key !== activeKey) navigate(tab.to)
  }
  return (
    <Tabs
      {...rest}
      activeKey={activeKey ?? undefined}
      onTabClick={onTabClick}
      items={tabs.map((tab) => ({
        key: tab.key,
        // The tab's own colours (active, hover) rather than the link colour; the active one is the current page.
        label: (
          <Link to={tab.to} data-testid={tab.testId} aria-current={tab.key === activeKey ? 'page' : undefined} style={{ color: 'inherit' }}>
            {tab.label}
          </Link>
        ),
        children: tab.children,
      }))}
    />
  )
}
