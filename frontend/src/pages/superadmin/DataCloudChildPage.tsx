import { useLocation } from 'react-router'
import DataCloudList from './DataCloudList'
import PublicHolidayList from './PublicHolidayList'
import { dataCloudBase } from './data-cloud-paths'

const RESOURCE: Record<string, string> = { 'leave-type': 'leave_type', 'pay-items': 'pay_item' }

/** The data cloud's children under /superadmin/data-cloud-old and the vendor's read-only /vendor/data-cloud. */
export default function DataCloudChildPage() {
  const { pathname } = useLocation()
  const child = pathname.split('/').pop() ?? ''
  const readOnly = dataCloudBase(pathname).startsWith('/vendor')
  if (child === 'public-holiday') return <PublicHolidayList readOnly={readOnly} />
  return <DataCloudList key={child} resource={RESOURCE[child] ?? 'leave_type'} readOnly={readOnly} />
}
