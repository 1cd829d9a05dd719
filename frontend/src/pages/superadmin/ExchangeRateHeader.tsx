import { can } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { DataCloudNav } from './DataCloudNav'
import { RateImportPanel } from './RateImportPanel'

/** Above the platform's exchange-rate list (a list slot): the data cloud's links, and the CSV import for those who may add rates. */
export default function ExchangeRateHeader({ resource }: { resource: string }) {
  const profile = useProfile()
  return (
    <>
      <DataCloudNav />
      {profile && can(profile, 'create', resource) && <RateImportPanel />}
    </>
  )
}
