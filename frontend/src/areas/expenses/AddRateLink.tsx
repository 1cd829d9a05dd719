import { Button } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { addRateUrl } from './expense-logic'

/**
 * The one way a missing rate is offered (issue 43 §6), from the claims' totals and from the report
 * itself: open the report's rates form with the currency filled in, into the report's currency.
 */
export function AddRateLink({ reportId, currency, reportName }: { reportId: number; currency: string; reportName?: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Button type="link" size="small" icon={<PlusOutlined />} style={{ paddingInline: 0 }} onClick={() => navigate(addRateUrl(reportId, currency))}
      data-testid={`add-rate-${currency}`}>
      {reportName ? t('expenses_ui.rate_sources.add_in_report', { currency, report: reportName }) : t('expenses_ui.rate_sources.add_here', { currency })}
    </Button>
  )
}
