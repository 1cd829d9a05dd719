import ListScreen from '../../screens/generic/ListScreen'
import type { ScreenProps } from '../../screens/types'
import { DataCloudNav } from './DataCloudNav'
import ReadOnlyList from '../../screens/generic/ReadOnlyList'
import { slots } from '../../screens/overrides'

/**
 * A data-cloud resource's list under the data cloud's section links, with its slots (the holidays'
 * bulk removal); read-only, without links or row actions, in the vendor's view.
 */
export default function DataCloudList({ resource, readOnly }: ScreenProps & { readOnly?: boolean }) {
  return (
    <>
      <DataCloudNav />
      {readOnly ? <ReadOnlyList resource={resource} slots={slots[resource]} /> : <ListScreen resource={resource} slots={slots[resource]} />}
    </>
  )
}
