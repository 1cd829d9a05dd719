import { Suspense } from 'react'
import { Button, Card, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/EmptyState'
import { pageTitleKeys } from '../../routing/shell-routes'
import { useComingSoon } from '../../components/coming-soon'
import { useProfile } from '../../hooks/useProfile'
import { areaPlaceholderCards } from '../../areas/registry'

/**
 * The page frame of a route whose screen is not built yet: its title with the menu's "soon" tag (in
 * every layout, the portals' too: issue 43 §9) and the "no table data" state;
 * in the default layout also a link to the coming-soon popup (shell §2.4). Below it, the areas' cards
 * of what the user can open today (a contractor's menu holds only such pages: their contracts, issue 20 §10).
 */
export default function PlaceholderPage({ path }: { path: string }) {
  const { t } = useTranslation()
  const comingSoon = useComingSoon()
  const profile = useProfile()
  return (
    <>
      <Card>
        <Typography.Title level={3} aria-description={t('shell.menu.soon_description')}>
          {t(pageTitleKeys(path))}
          <Tag aria-hidden bordered={false} color="gold" style={{ marginInlineStart: 12, verticalAlign: 'middle' }} data-testid="page-soon">
            {t('shell.menu.soon')}
          </Tag>
        </Typography.Title>
        <EmptyState />
        {comingSoon.available && (
          <Button type="link" onClick={comingSoon.show} style={{ display: 'block', margin: '0 auto' }}>
            {t('shell.coming_soon.open')}
          </Button>
        )}
      </Card>
      {profile && areaPlaceholderCards().filter((c) => c.shows(profile)).map(({ key, card: AreaCard }) => <Suspense key={key} fallback={null}><AreaCard /></Suspense>)}
    </>
  )
}
