import { useLocation } from 'react-router'
import { lazyPage } from '../../components/loading/lazy-page'
import { PartnerPayrollReports } from './PartnerPayrollReports'

const ReportPage = lazyPage(() => import('./ReportPage'))
const ReportCreatePage = lazyPage(() => import('./ReportCreatePage'))
const ReportEditPage = lazyPage(() => import('./ReportEditPage'))

/**
 * The partner page's payroll-report tab: the reports the partner's users made for the acting
 * vendor's customers, and one of them, a new one or its edit form opened in place
 * (payroll-report/:report_id, /create, /edit/:report_id).
 */
export default function PartnerPayrollTab({ partnerId }: { partnerId: number }) {
  const { pathname } = useLocation()
  const reportPath = pathname.split('/payroll-report/')[1] ?? ''
  if (reportPath === 'create') return <ReportCreatePage />
  if (reportPath.startsWith('edit/')) return <ReportEditPage />
  return reportPath ? <ReportPage /> : <PartnerPayrollReports partnerId={partnerId} />
}
