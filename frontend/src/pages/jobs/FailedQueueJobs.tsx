import { useCustom } from '@refinedev/core'
import { Button, Card, Table, Typography } from 'antd'
import { RedoOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { formatDayTime } from '../../i18n/format'
import { JOBS_KEY, JOBS_URL, type FailedQueueJob, type QueueHealth } from './job'
import { useRetry } from './useRetry'

/**
 * The queue's own failed jobs under the superadmin's jobs (issue 44): a job that spent its
 * attempts (an e-mail the mail server kept refusing) with its error, run again from its first
 * attempt by Retry. Shown only when there are some; it reads the health figures' answer.
 */
export function FailedQueueJobs() {
  const { t } = useTranslation()
  const { result, query } = useCustom<QueueHealth>({
    url: `${JOBS_URL}/queue`, method: 'get', queryOptions: { queryKey: [JOBS_KEY, 'queue'], retry: false },
  })
  // The same call as the health figures above (one cache entry): a retry reads it again for both.
  const { retrying, retry } = useRetry<string>(() => query.refetch())
  const rows = result?.data?.failed_jobs ?? []
  if (!rows.length) return null

  return (
    <Card size="small" title={t('jobs.health.failed')} data-testid="failed-queue-jobs">
      <Table<FailedQueueJob>
        rowKey="key" size="small" pagination={false} dataSource={rows} scroll={{ x: true }}
        columns={[
          { key: 'name', title: t('jobs.columns.kind'), render: (_, r) => <><div>{r.name}</div><Typography.Text type="secondary" copyable>{r.key}</Typography.Text></> },
          { key: 'error', title: t('jobs.columns.error'), render: (_, r) => <Typography.Text type="danger">{r.error ?? ''}</Typography.Text> },
          { key: 'failed_at', title: t('jobs.columns.finished_at'), render: (_, r) => formatDayTime(r.failed_at) },
          {
            key: 'actions', title: t('common.actions'),
            render: (_, r) => <Button size="small" icon={<RedoOutlined />} loading={retrying === r.key} onClick={() => retry(r.key, `${JOBS_URL}/queue/retry`, { key: r.key })} data-testid={`queue-retry-${r.key}`}>{t('jobs.retry')}</Button>,
          },
        ]}
      />
    </Card>
  )
}
