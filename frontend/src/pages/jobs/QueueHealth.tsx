import { Alert, Card, Col, Row, Statistic } from 'antd'
import { useCustom } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../components/records/form-errors'
import { JOBS_KEY, JOBS_URL, type QueueHealth as Health } from './job'

const POLL_MS = 5000
const FIGURES = ['workers', 'waiting', 'active', 'delayed', 'failed'] as const

/**
 * The queue's health above the superadmin's jobs (GET /api/jobs/queue): workers alive, jobs
 * waiting, running now, scheduled and failed; a warning when no worker is alive, since queued
 * jobs then wait.
 */
export function QueueHealth() {
  const { t } = useTranslation()
  const { result, query } = useCustom<Health>({
    url: `${JOBS_URL}/queue`, method: 'get',
    queryOptions: { queryKey: [JOBS_KEY, 'queue'], retry: false, refetchInterval: POLL_MS },
  })
  if (query.error) return <Alert type="error" showIcon message={errorMessage(query.error, t('messages.error_occurred_contact_admin'))} />
  const health = result?.data
  return (
    <Card size="small" loading={!health} data-testid="queue-health">
      {health && health.workers === 0 && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('jobs.health.no_workers')} data-testid="queue-no-workers" />
      )}
      <Row gutter={[16, 16]}>
        {FIGURES.map((key) => (
          <Col key={key} xs={12} md={4}>
            <Statistic title={t(`jobs.health.${key}`)} value={health?.[key] ?? 0} data-testid={`queue-${key}`} />
          </Col>
        ))}
      </Row>
    </Card>
  )
}
