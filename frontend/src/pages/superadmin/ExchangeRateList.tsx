import { can } from '@hr/shared'
import ListScreen from '../../screens/generic/ListScreen'
import type { ScreenProps } from '../../screens/types'
import { useProfile } from '../../hooks/useProfile'
import { DataCloudNav } from './DataCloudNav'
import { RateImportPanel } from './RateImportPanel'

/** The platform's exchange-rate table: the generic list, with the CSV import for those who may add rates. */
export default function ExchangeRateList({ resource }: ScreenProps) {
  const profile = useProfile()
  return (
    <>
      <DataCloudNav />
      {profile && can(profile, 'create', resource) && <RateImportPanel />}
      <ListScreen resource={resource} />
    </>
  )
}
