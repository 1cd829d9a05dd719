import { Suspense } from 'react'
import { useLocation, useParams, Navigate } from 'react-router'
import { Card, Space, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { useProfile } from '../../../hooks/useProfile'
import { EmptyState } from '../../../components/EmptyState'
import { LinkTabs } from '../../../components/LinkTabs'
import ForbiddenPage from '../../errors/ForbiddenPage'
import NotFoundPage from '../../errors/NotFoundPage'
import { PERSON_TABS } from '../tabs/registry'
import { usePerson } from '../../../components/records/usePerson'
import { tabFromLocation, tabUrl, visibleTabs } from './person-tabs'
import { PersonHeader } from './PersonHeader'

/**
 * One person's detail page (shell §2.1 /people/staff/:id/<tab>; /my-info is the same page for the
 * signed-in user's own record). Tabs are links to their URLs and come from the tab registry.
 */
export default function PersonDetailPage({ self = false }: { self?: boolean }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const params = useParams()
  const profile = useProfile()
  const personId = self ? (profile?.person_id ?? null) : Number(params.id)
  const { data: person, error, isLoading } = usePerson(personId)

  if (!profile) return <Spin />
  if (self && !profile.person_id) return <EmptyState variant="no_data_assigned" />
  if (!self && !Number.isInteger(personId)) return <NotFoundPage />
  if (error) {
    const status = (error as { statusCode?: number }).statusCode
    return status === 403 ? <ForbiddenPage /> : <NotFoundPage />
  }
  if (isLoading || !person) return <Spin style={{ display: 'block', margin: 48 }} />

  const tabs = visibleTabs(profile, person, self)
  if (!tabs.length) return <ForbiddenPage />
  const requested = tabFromLocation(pathname, search)
  const active = requested && tabs.includes(requested as never) ? requested : null
  if (!active) {
    // The bare /people/staff/:id, or a tab this viewer may not see: the first tab they may.
    if (requested && !self) return <ForbiddenPage />
    if (!self) return <Navigate to={tabUrl(person.id, tabs[0], false)} replace />
  }
  const current = active ?? tabs[0]
  const Tab = PERSON_TABS[current]

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <PersonHeader person={person} />
      <Card>
        <LinkTabs
          activeKey={current}
          data-testid="person-tabs"
          tabs={tabs.map((key) => ({ key, to: tabUrl(person.id, key, self), label: t(`people_ui.tabs.${key}`) }))}
        />
        <Suspense fallback={<Spin />}>
          {Tab ? <Tab key={`${person.id}:${current}`} personId={person.id} self={self} /> : <EmptyState />}
        </Suspense>
      </Card>
    </Space>
  )
}
