import { useLocation, useParams } from 'react-router'

/**
 * The report a payroll report page is about: `:id` under /payroll/reports, `:report_id` under a
 * partner's tab (/vendor/partner/:id/payroll-report/…, where `:id` is the partner).
 */
export function useReportParam(): string | undefined {
  const { id, report_id: reportId } = useParams()
  const { pathname } = useLocation()
  return pathname.startsWith('/vendor/partner/') ? reportId : id
}
