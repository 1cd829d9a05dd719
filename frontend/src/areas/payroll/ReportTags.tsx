import { Space, Tag } from 'antd'
import { LockOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import type { PayrollReport } from './model'
import { REPORT_STATUS_COLOURS } from './report-actions'

/** A payroll report's status and lock as tags (labels from the catalogue's enum and field names). */
export function ReportTags({ report }: { report: Pick<PayrollReport, 'id' | 'status' | 'locked'> }) {
  const { t } = useTranslation()
  return (
    <Space size={4} wrap>
      <Tag color={REPORT_STATUS_COLOURS[report.status]} data-testid={`report-status-${report.id}`}>{t(`enums.status.${report.status}`)}</Tag>
      {report.locked && <Tag icon={<LockOutlined />} data-testid={`report-locked-${report.id}`}>{t('payroll_report.fields.locked')}</Tag>}
    </Space>
  )
}
