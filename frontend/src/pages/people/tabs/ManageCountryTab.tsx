import { Card, Space, Spin, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { can, getResource } from '@hr/shared'
import { useProfile } from '../../../hooks/useProfile'
import { RecordSection } from '../../../components/records/RecordSection'
import { usePerson } from '../../../components/records/usePerson'
import { WorkflowButton } from './employment/WorkflowButton'
import { mayChangeCountry, maySetExpat } from './employment/lifecycle-logic'
import type { PersonTabProps } from './tab-props'

/**
 * Manage country (domain §4/§5): change the home country (non-expat staff only), set and stop an
 * expat assignment, and the dated country and expat records these workflows write.
 */
export default function ManageCountryTab({ personId }: PersonTabProps) {
  const { t } = useTranslation()
  const profile = useProfile()
  const { data: person } = usePerson(personId)
  if (!person) return <Spin />
  const owned = { person_id: personId }
  const mayRecordCountry = can(profile, 'create', getResource('country_record'), owned)
  const mayExpat = can(profile, 'create', getResource('expat_record'), owned)
  const expat = !!person.is_expat
  return (
    <>
      {(mayRecordCountry || mayExpat) && (
        <Card title={t('employment.tabs.lifecycle')} style={{ marginBottom: 16 }} data-testid="manage-country-actions">
          <Space wrap>
            <Typography.Text>{t('people.fields.country')}: {person.country ?? t('common.empty_value')}</Typography.Text>
            {expat && <Typography.Text>{t('people.fields.host_country')}: {String(person.host_country ?? '')}</Typography.Text>}
            {mayRecordCountry && (
              <WorkflowButton personId={personId} path={`/people/${personId}/change-country`} label={t('employment.tabs.change_country')}
                resource="country_record" fields={['country', 'effective_date', 'notes']} disabled={!mayChangeCountry(person)} />
            )}
            {mayExpat && !expat && (
              <WorkflowButton personId={personId} path={`/people/${personId}/set-expat`} label={t('employment.tabs.set_expat')}
                resource="expat_record" fields={['host_country', 'expat_start_date', 'run_off_paycycle', 'notes']} disabled={!maySetExpat(person)} />
            )}
            {mayExpat && expat && (
              <WorkflowButton personId={personId} path={`/people/${personId}/stop-expat`} label={t('employment.tabs.stop_expat')}
                resource="expat_record" fields={['expat_end_date', 'run_off_paycycle', 'notes']} />
            )}
          </Space>
        </Card>
      )}
      <RecordSection resource="country_record" personId={personId} />
      <RecordSection resource="expat_record" personId={personId} />
    </>
  )
}
