import { useState } from 'react'
import { Alert, Button, Card, Empty, Space, Spin } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import dayjs from 'dayjs'
import { API_DATE_FORMAT, can } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { errorMessage } from '../../components/records/form-errors'
import { usePerson } from '../../components/records/usePerson'
import type { PersonTabProps } from '../../pages/people/tabs/tab-props'
import { useCases } from './data'
import { caseDef, caseUrl } from './mobility-logic'
import { CaseFormModal } from './CaseFormModal'
import { CaseTable } from './CaseTable'
import { CaseView } from './CaseView'

/**
 * The mobility tab of /people/staff/:id and /my-info (issue 16): the person's visa cases. HR and
 * managers get them as a table opening each case, with "New visa case" for the person to those who
 * keep cases; the person sees each of their cases in full (no fees, no case buttons), writing on
 * its conversation.
 */
export default function MobilityTab({ personId, self }: PersonTabProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const profile = useProfile()
  const [creating, setCreating] = useState(false)
  const today = dayjs().format(API_DATE_FORMAT)
  const mayList = can(profile, 'list', caseDef, { person_id: personId })
  const { data: person } = usePerson(personId)
  const { rows, error, isLoading, isFetching } = useCases({ personIds: [personId], perPage: 100, sort: '-id' }, today, mayList)
  const mayCreate = !self && can(profile, 'create', caseDef, { person_id: personId })

  if (!mayList) return <Alert type="info" showIcon message={t('mobility_ui.tab.not_allowed')} data-testid="person-mobility-forbidden" />
  if (error) return <Alert type="error" showIcon message={errorMessage(error, t('messages.error_occurred_contact_admin'))} data-testid="person-mobility-error" />

  if (self) {
    if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />
    return (
      <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="person-mobility">
        {!rows.length && <Empty description={t('mobility_ui.tab.none_self')} data-testid="person-mobility-empty" />}
        {rows.map((kase) => <CaseView key={kase.id} kase={kase} personName={person?.name ?? profile?.name} readOnly />)}
      </Space>
    )
  }

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="person-mobility">
      <Card
        title={t('mobility_case.titles.list')}
        extra={mayCreate && <Button icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="person-mobility-new">{t('mobility_case.titles.create')}</Button>}
      >
        <CaseTable rows={rows} loading={isFetching} today={today} testId="person-mobility-table" />
      </Card>
      {mayCreate && (
        <CaseFormModal open={creating} kase={null} personId={personId} onClose={() => setCreating(false)} onSaved={(saved) => navigate(caseUrl(saved.id))} />
      )}
    </Space>
  )
}
