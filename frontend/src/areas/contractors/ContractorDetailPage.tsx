import { Link, Navigate, useLocation, useParams } from 'react-router'
import { Card, Descriptions, Space, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { can, getResource, type FieldDef } from '@hr/shared'
import { formatValue } from '../../screens/generic/format'
import { useProfile } from '../../hooks/useProfile'
import { EmptyState } from '../../components/EmptyState'
import { LinkTabs } from '../../components/LinkTabs'
import ForbiddenPage from '../../pages/errors/ForbiddenPage'
import NotFoundPage from '../../pages/errors/NotFoundPage'
import { usePerson } from '../../components/records/usePerson'
import type { PersonRow } from '../../components/records/usePerson'
import { ContractList } from './ContractList'
import { PersonHeader } from '../../pages/people/detail/PersonHeader'
import { CONTRACTOR_TABS, contractorUrl, tabOf } from './contract-logic'

const people = getResource('people')
const SUMMARY = ['status', 'work_email', 'phone', 'country', 'job_title', 'start_date', 'engagement_type', 'service_type']

/** The contractor's profile summary: the person's own fields, formatted as everywhere else. */
function ProfileSummary({ person }: { person: PersonRow }) {
  const { t } = useTranslation()
  const fields = SUMMARY.map((name) => people.fields.find((f) => f.name === name)).filter((f): f is FieldDef => !!f)
  return (
    <Card
      title={t('contractor_ui.profile')}
      extra={<Link to={`/people/staff/${person.id}/personal`} data-testid="contractor-full-profile">{t('contractor_ui.full_profile')}</Link>}
      style={{ marginBottom: 16 }}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 4, xxl: 4 }}
        items={fields.map((f) => ({
          key: f.name,
          label: t(`people.fields.${f.name}`),
          children: <span data-field={f.name}>{formatValue(t, f, (person as Record<string, unknown>)[f.name])}</span>,
        }))}
      />
    </Card>
  )
}

/**
 * A contractor's page (shell §2.1 /people/contractor/:id with tabs index and invoice): the profile
 * and contracts, and the invoices that arrive with contractor billing. Tabs are links to their URLs.
 */
export default function ContractorDetailPage() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const profile = useProfile()
  const personId = Number(useParams().id)
  const { data: person, error, isLoading } = usePerson(Number.isInteger(personId) ? personId : null)

  if (!Number.isInteger(personId)) return <NotFoundPage />
  if (error) return (error as { statusCode?: number }).statusCode === 403 ? <ForbiddenPage /> : <NotFoundPage />
  if (isLoading || !person || !profile) return <Spin style={{ display: 'block', margin: 48 }} />
  // Staff have their own page; a contractor URL for them is a stale link.
  if (person.type !== 'contractor') return <Navigate to={`/people/staff/${person.id}`} replace />
  const tab = tabOf(pathname, CONTRACTOR_TABS)
  if (!tab) return <NotFoundPage />
  const seesContracts = can(profile, 'list', 'contractor_contract', { person_id: person.id })

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <PersonHeader person={person} testId="contractor-header" />
      <Card>
        <LinkTabs
          activeKey={tab}
          tabs={CONTRACTOR_TABS.map((key) => ({ key, to: contractorUrl(person.id, key), label: t(`contractor_ui.tabs.${key}`) }))}
        />
        {tab === 'index' ? (
          <>
            <ProfileSummary person={person} />
            {seesContracts && <ContractList personId={person.id} />}
          </>
        ) : (
          <EmptyState description={t('contractor_ui.invoice_empty')} />
        )}
      </Card>
    </Space>
  )
}
