import ListScreen from '../../screens/generic/ListScreen'
import type { ScreenProps } from '../../screens/types'
import { DataCloudNav } from './DataCloudNav'

/** A data-cloud resource's generic list under the data cloud's section links. */
export default function DataCloudList({ resource }: ScreenProps) {
  return (
    <>
      <DataCloudNav />
      <ListScreen resource={resource} />
    </>
  )
}
