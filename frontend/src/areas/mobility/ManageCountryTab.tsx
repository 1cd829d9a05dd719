import { Card, Space, Spin, Typography } from 'antd'
import { useInvalidate } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { can, getResource } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { RecordSection } from '../../components/records/RecordSection'
import { usePerson } from '../../components/records/usePerson'
import { WorkflowButton } from '../../pages/people/tabs/employment/WorkflowButton'
import { mayChangeCountry, maySetExpat } from '../../pages/people/tabs/employment/lifecycle-logic'
import type { PersonTabProps } from '../../pages/people/tabs/tab-props'
import { visaCaseExtras } from './mobility-logic'
import { OpenVisaCaseFields, RunOffPaycycleSelect, VISA_CASE_FIELDS } from './ExpatVisaFields'
import { useRunOffPaycycles } from './data'

/**
 * Manage country (domain §4/§5): change the home country (non-expat staff only), set and stop an
 * expat assignment, and the dated country and expat records these workflows write. Setting an
 * expat may open the visa case for the host country (issue 16); stopping one on a payroll names
 * its run-off paycycle among that payroll's.
 */
export default function ManageCountryTab({ personId }: PersonTabProps) {
  const { t } = useTranslation()
  const profile = useProfile()
  const invalidate = useInvalidate()
  const { data: person } = usePerson(personId)
  const owned = { person_id: personId }
  const mayExpat = can(profile, 'create', getResource('expat_record'), owned)
  const expat = !!person?.is_expat
  // On a payroll, the stop names one of its paycycles; otherwise the field stays free text.
  const runOff = useRunOffPaycycles(personId, mayExpat && expat)
  if (!person) return <Spin />
  const mayRecordCountry = can(profile, 'create', getResource('country_record'), owned)
  const mayOpenCase = can(profile, 'create', getResource('mobility_case'), owned)
  const onPayroll = runOff.cycles.length > 0
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
                resource="expat_record" fields={['host_country', 'expat_start_date', 'run_off_paycycle', 'notes']} disabled={!maySetExpat(person)}
                {...(mayOpenCase ? {
                  extra: <OpenVisaCaseFields />, extraFields: VISA_CASE_FIELDS, extraPayload: visaCaseExtras,
                  doneMessage: (r: unknown) => t((r as { mobility_case_id?: number | null })?.mobility_case_id ? 'mobility_ui.expat.case_opened' : 'employment.tabs.saved'),
                  onDone: () => invalidate({ resource: 'mobility_case', invalidates: ['list'] }),
                } : {})} />
            )}
            {mayExpat && expat && (
              <WorkflowButton personId={personId} path={`/people/${personId}/stop-expat`} label={t('employment.tabs.stop_expat')}
                resource="expat_record" fields={['expat_end_date', 'run_off_paycycle', 'notes']} disabled={runOff.loading}
                {...(onPayroll ? { required: ['run_off_paycycle'], requiredMessages: { run_off_paycycle: 'validation.run_off_paycycle_required' }, inputs: { run_off_paycycle: <RunOffPaycycleSelect cycles={runOff.cycles} /> } } : {})} />
            )}
          </Space>
        </Card>
      )}
      <RecordSection resource="country_record" personId={personId} />
      <RecordSection resource="expat_record" personId={personId} />
    </>
  )
}
