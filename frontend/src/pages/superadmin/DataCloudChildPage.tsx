import { useLocation } from 'react-router'
import DataCloudList from './DataCloudList'
import PublicHolidayList from './PublicHolidayList'
import { DataCloudNav, DATA_CLOUD_TABS } from './DataCloudNav'
import { dataCloudBase } from './data-cloud-paths'

/** The data cloud's children under /superadmin/data-cloud-old and the vendor's read-only /vendor/data-cloud. */
export default function DataCloudChildPage() {
  const { pathname } = useLocation()
  const child = pathname.split('/').pop() ?? ''
  const readOnly = dataCloudBase(pathname).startsWith('/vendor')
  const resource = DATA_CLOUD_TABS.find((tab) => tab.key === child)?.resource ?? 'leave_type'
  // Holidays keep their bespoke list (bulk removal); the others are the catalogue's list.
  if (resource === 'public_holiday') return <><DataCloudNav /><PublicHolidayList readOnly={readOnly} /></>
  return <DataCloudList key={child} resource={resource} readOnly={readOnly} />
}
