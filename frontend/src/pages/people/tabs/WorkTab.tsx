import { useTranslation } from 'react-i18next'
import { SingleRecordCard } from './employment/SingleRecordCard'
import { CountryDataSection } from './employment/CountryDataSection'
import type { PersonTabProps } from './tab-props'

/** Work info and job details, and the person's country- and company-specific data (domain §3). */
export default function WorkTab({ personId }: PersonTabProps) {
  const { t } = useTranslation()
  return (
    <>
      <SingleRecordCard resource="work_info" personId={personId} title={t('employment.tabs.work_info')} />
      <CountryDataSection personId={personId} />
    </>
  )
}
