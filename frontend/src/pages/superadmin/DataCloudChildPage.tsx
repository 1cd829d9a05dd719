import { useLocation } from 'react-router'
import DataCloudList from './DataCloudList'
import { DATA_CLOUD_TABS } from './DataCloudNav'
import { dataCloudBase } from './data-cloud-paths'

/** The data cloud's children under /superadmin/data-cloud-old and the vendor's read-only /vendor/data-cloud. */
export default function DataCloudChildPage() {
  const { pathname } = useLocation()
  const child = pathname.split('/').pop() ?? ''
  const readOnly = dataCloudBase(pathname).startsWith('/vendor')
  const resource = DATA_CLOUD_TABS.find((tab) => tab.key === child)?.resource ?? 'leave_type'
  return <DataCloudList key={child} resource={resource} readOnly={readOnly} />
}
