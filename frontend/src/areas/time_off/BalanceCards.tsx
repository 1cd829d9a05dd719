import { Card, Col, Descriptions, Row, Skeleton, Statistic } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '@hr/shared'
import { EmptyState } from '../../components/EmptyState'
import { useLeaveBalance } from './leave-data'
import { formatDay } from '../../i18n/format'

/**
 * A person's balance per leave type for a year (GET /api/leave/balance): available in large (what
 * a request can use), with the entitlement, carried days and their expiry, taken and pending, and
 * the carried days that expire unless used by then (not in available) — all from the ledger.
 */
export function BalanceCards({ personId, year }: { personId: number; year: number }) {
  const { t } = useTranslation()
  const { data, isLoading } = useLeaveBalance(personId, year)
  if (isLoading) return <Skeleton active />
  const items = data?.items ?? []
  if (!items.length) return <Card><EmptyState description={t('time_off.no_balance', { year })} /></Card>
  return (
    <Row gutter={[16, 16]} data-testid="leave-balances">
      {items.map((b) => (
        <Col key={b.leave_type_id} xs={24} md={12} xl={8}>
          <Card size="small" title={b.name} data-testid={`balance-${b.name}`}>
            <Statistic title={t('time_off.available')} value={b.available} formatter={(v) => formatNumber(String(v))} suffix={t('time_off.days')} valueStyle={{ color: Number(b.available) < 0 ? '#cf1322' : undefined }} />
            <Descriptions size="small" column={2} style={{ marginTop: 8 }}>
              <Descriptions.Item label={t('time_off.entitlement')}>{formatNumber(b.entitlement)}</Descriptions.Item>
              <Descriptions.Item label={t('time_off.taken')}>{formatNumber(b.taken)}</Descriptions.Item>
              <Descriptions.Item label={t('time_off.carried')}>{formatNumber(b.carried)}</Descriptions.Item>
              <Descriptions.Item label={t('time_off.pending')}>{formatNumber(b.pending)}</Descriptions.Item>
              {b.carried_expiry && (
                <Descriptions.Item label={t('time_off.carried_expiry')} span={2}>
                  {formatDay(b.carried_expiry)}{Number(b.expired) > 0 ? ` · ${t('time_off.expired_days', { days: formatNumber(b.expired) })}` : ''}
                </Descriptions.Item>
              )}
              {Number(b.expiring) > 0 && b.carried_expiry && (
                <Descriptions.Item label={t('time_off.carried_expiring')} span={2}>
                  <span data-testid="balance-expiring">{t('time_off.carried_expiring_days', { days: formatNumber(b.expiring), date: formatDay(b.carried_expiry) })}</span>
                </Descriptions.Item>
              )}
            </Descriptions>
          </Card>
        </Col>
      ))}
    </Row>
  )
}
