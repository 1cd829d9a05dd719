import ListScreen from '../../screens/generic/ListScreen'
import type { ScreenProps } from '../../screens/types'
import { DataCloudNav } from './DataCloudNav'
import ReadOnlyList from '../../screens/generic/ReadOnlyList'

/** A data-cloud resource's list under the data cloud's section links (read-only, without links, in the vendor's view). */
export default function DataCloudList({ resource, readOnly }: ScreenProps & { readOnly?: boolean }) {
  return (
    <>
      <DataCloudNav />
      {readOnly ? <ReadOnlyList resource={resource} /> : <ListScreen resource={resource} />}
    </>
  )
}
