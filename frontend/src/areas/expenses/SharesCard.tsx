import { Card, List, Space, Tag, Typography } from 'antd'
import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { fmtDateTime } from '../../components/formats'
import type { ReportShares } from './types'

/** Who the report is shared with and whether each has confirmed it (the share picker is the Share action). */
export function SharesCard({ shares, loading }: { shares: ReportShares | undefined; loading?: boolean }) {
  const { t } = useTranslation()
  return (
    <Card title={t('expenses_ui.shares.title')}>
      <List
        size="small" loading={loading} dataSource={shares?.items ?? []} data-testid="expense-report-shares"
        locale={{ emptyText: t('expenses_ui.shares.none') }}
        renderItem={(s) => (
          <List.Item data-testid={`expense-share-${s.user_id}`}>
            <Space wrap>
              <Typography.Text>{s.name}</Typography.Text>
              {s.email && <Typography.Text type="secondary">{s.email}</Typography.Text>}
            </Space>
            {s.confirmed_at
              ? <Tag color="green" icon={<CheckCircleOutlined />}>{t('expenses_ui.shares.confirmed_at', { at: fmtDateTime(s.confirmed_at) })}</Tag>
              : <Tag icon={<ClockCircleOutlined />}>{t('expenses_ui.shares.waiting')}</Tag>}
          </List.Item>
        )}
      />
    </Card>
  )
}
