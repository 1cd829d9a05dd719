import { Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { fmtMoney } from '../../components/formats'
import type { InsurancePlan } from './model'
import { coverageSummary, type CoverageLine } from './insurance-logic'

/** What a plan covers: each covered item with its limit (in the plan's currency) and note. */
export function CoverageTable({ plan, testId }: { plan: InsurancePlan | null | undefined; testId?: string }) {
  const { t } = useTranslation()
  const lines = coverageSummary(plan)
  if (!lines.length) return <Typography.Text type="secondary" data-testid={testId}>{t('insurance_ui.no_coverage')}</Typography.Text>
  return (
    <Table<CoverageLine>
      rowKey="coverage"
      size="small"
      pagination={false}
      data-testid={testId}
      dataSource={lines}
      scroll={{ x: true }}
      columns={[
        { key: 'coverage', title: t('insurance_ui.coverage_item'), render: (_: unknown, l) => t(`insurance_plan.fields.${l.coverage}`) },
        {
          key: 'limit', title: t('insurance_ui.limit'), align: 'right' as const,
          render: (_: unknown, l) => (l.limit ? fmtMoney(l.limit, plan?.currency) : <Typography.Text type="secondary">{t('insurance_ui.no_limit')}</Typography.Text>),
        },
        { key: 'note', title: t('insurance_ui.note'), render: (_: unknown, l) => l.note ?? t('common.empty_value') },
      ]}
    />
  )
}
