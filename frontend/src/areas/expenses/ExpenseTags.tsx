import { Space, Tag, Tooltip } from 'antd'
import { LockOutlined, WarningOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { EXPENSE_STATUS_COLOURS, REPORT_STATUS_COLOURS } from './expense-logic'
import type { Expense, ExpenseReport } from './types'

/** A claim's status, and the over-limit flag the approver sees (never silently accepted or refused). */
export function ExpenseTags({ row }: { row: Pick<Expense, 'id' | 'status' | 'over_limit' | 'limit_flags'> }) {
  const { t } = useTranslation()
  return (
    <Space size={4} wrap>
      <Tag color={EXPENSE_STATUS_COLOURS[row.status]} data-testid={`expense-status-${row.id}`}>{t(`expenses_ui.status.${row.status}`, { defaultValue: row.status })}</Tag>
      {row.over_limit && (
        <Tooltip title={row.limit_flags ? t('expenses_ui.over_limit_flags', { flags: row.limit_flags }) : undefined}>
          <Tag color="red" icon={<WarningOutlined />} data-testid={`expense-over-limit-${row.id}`}>{t('expenses_ui.over_limit')}</Tag>
        </Tooltip>
      )}
    </Space>
  )
}

/** An expense report's status and lock. */
export function ReportTags({ report }: { report: Pick<ExpenseReport, 'id' | 'status' | 'locked'> }) {
  const { t } = useTranslation()
  return (
    <Space size={4} wrap>
      <Tag color={REPORT_STATUS_COLOURS[report.status]} data-testid={`expense-report-status-${report.id}`}>{t(`expenses_ui.report_status.${report.status}`, { defaultValue: report.status })}</Tag>
      {report.locked && <Tag icon={<LockOutlined />} data-testid={`expense-report-locked-${report.id}`}>{t('expenses_ui.locked')}</Tag>}
    </Space>
  )
}
