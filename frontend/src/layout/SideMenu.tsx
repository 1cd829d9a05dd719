import { useMemo } from 'react'
import { Menu, Tag, type MenuProps } from 'antd'
import { Link, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useProfile } from '../hooks/useProfile'
import { buildSideMenu, selectedMenuPath, type SideMenuEntry } from '../components/side-menu'
import { isPlaceholderPage } from '../routing/placeholder-pages'

type Item = Required<MenuProps>['items'][number]

/**
 * Shell §2.3 side navigation entries of the signed-in role, with the highlight rules. Drawn in
 * the sidebar on wide screens and in the header's menu drawer on narrow ones.
 */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation()
  const profile = useProfile()
  const { pathname } = useLocation()
  const entries = useMemo(() => (profile ? buildSideMenu(profile.roles) : []), [profile])

  const selected = selectedMenuPath(pathname, entries)
  const items = useMemo(() => {
    // Each entry is a link (ctrl/middle click opens a new tab); the lit one is the current page.
    // A page still being built says so in the menu: a "soon" tag, read out as the link's description.
    const link = (e: SideMenuEntry): Item => {
      const soon = isPlaceholderPage(e.path)
      return {
        key: e.path,
        label: (
          <Link to={e.path} onClick={onNavigate} aria-current={e.path === selected ? 'page' : undefined}
            aria-description={soon ? t('shell.menu.soon_description') : undefined}>
            {t(e.labelKey)}
            {soon && <Tag aria-hidden bordered={false} color="gold" style={{ marginInlineStart: 8 }} data-testid="menu-soon">{t('shell.menu.soon')}</Tag>}
          </Link>
        ),
      }
    }
    const shown = entries.filter((e) => !e.hidden)
    const out: Item[] = shown.filter((e) => !e.group).map(link)
    for (const group of ['personal_portal', 'manager_portal'] as const) {
      const inGroup = shown.filter((e) => e.group === group)
      if (inGroup.length) out.push({ type: 'group', key: group, label: t(`shell.menu.${group}`), children: inGroup.map(link) })
    }
    return out
  }, [entries, t, onNavigate, selected])

  return <Menu mode="inline" items={items} selectedKeys={selected ? [selected] : []} style={{ borderInlineEnd: 0 }} />
}
