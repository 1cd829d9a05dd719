import { Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { RecordSection } from '../../../components/records/RecordSection'
import { usePerson } from '../../../components/records/usePerson'
import { SingleRecordCard } from './employment/SingleRecordCard'
import { LifecycleCard } from './employment/LifecycleCard'
import type { PersonTabProps } from './tab-props'

/** Work and employment info (domain §3): current terms, dated employment records, offboarding. */
export default function EmploymentTab({ personId, self }: PersonTabProps) {
  const { t } = useTranslation()
  const { data: person } = usePerson(personId)
  if (!person) return <Spin />
  return (
    <>
      <SingleRecordCard resource="employment_info" personId={personId} title={t('employment.tabs.terms')} />
      <RecordSection resource="employment_record" personId={personId} />
      {!self && <LifecycleCard person={person} />}
    </>
  )
}
