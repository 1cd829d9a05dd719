import { Button, Space, Table, Typography } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { COOKIE_NAMES, ONE_YEAR_SECONDS } from '@hr/shared'
import { readCookie } from '../../components/cookies'
import { EmptyState } from '../../components/EmptyState'
import { useApiGet } from '../../providers/api-hooks'
import { ReportTags } from './ReportTags'
import { fmtDateTime } from '../../components/formats'
import type { Paged, PartnerPayrollReport } from './model'

export const partnerReportUrl = (partnerId: number, reportId: number | 'create') => `/vendor/partner/${partnerId}/payroll-report/${reportId}`

/**
 * The payroll reports a partner's users made for the customers the acting vendor serves. A report
 * opens in the partner's tab; one of another customer than the selected one switches the selected
 * customer first (the API reads a report for the customer it acts for), like the header's switcher.
 */
export function PartnerPayrollReports({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { data, isLoading } = useApiGet<Paged<PartnerPayrollReport>>(`/vendor-portal/vendor/${partnerId}/payroll-report`, { query: { 'external[per_page]': 200 } })
  const open = (r: PartnerPayrollReport) => {
    const url = partnerReportUrl(partnerId, r.id)
    if (Number(readCookie(COOKIE_NAMES.customerId)) === r.customer_id) return navigate(url)
    document.cookie = `${COOKIE_NAMES.customerId}=${r.customer_id}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`
    window.location.assign(url)
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text type="secondary">{t('vendor_portal.partners.payroll_reports.hint')}</Typography.Text>
        <Button icon={<PlusOutlined />} onClick={() => navigate(partnerReportUrl(partnerId, 'create'))} data-testid="partner-report-create">
          {t('vendor_portal.partners.payroll_reports.create')}
        </Button>
      </Space>
      <Table<PartnerPayrollReport>
        rowKey="id" size="small" loading={isLoading} dataSource={data?.items ?? []} data-testid="partner-payroll-reports"
        locale={{ emptyText: <EmptyState description={t('vendor_portal.partners.payroll_reports.none')} /> }}
        onRow={(r) => ({ onClick: () => open(r), style: { cursor: 'pointer' } })}
        columns={[
          { key: 'customer', title: t('vendor_portal.partners.payroll_reports.customer'), dataIndex: 'customer_name' },
          { key: 'name', title: t('payroll_report.fields.name'), render: (_, r) => <Typography.Link onClick={() => open(r)}>{r.name}</Typography.Link> },
          { key: 'paycycle', title: t('payroll_report.fields.paycycle_id'), dataIndex: 'paycycle_name' },
          { key: 'status', title: t('payroll_report.fields.status'), render: (_, r) => <ReportTags report={r} /> },
          { key: 'by', title: t('payroll_report.fields.created_by'), dataIndex: 'created_by_name' },
          { key: 'at', title: t('vendor_portal.partners.payroll_reports.created_at'), render: (_, r) => fmtDateTime(r.created_at) },
        ]}
      />
    </Space>
  )
}
