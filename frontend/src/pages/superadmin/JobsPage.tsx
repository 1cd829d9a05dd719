import { useState, type HTMLAttributes } from 'react'
import { useCustom } from '@refinedev/core'
import { Button, Card, Select, Space, Table, Tag, Typography } from 'antd'
import { RedoOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { isSuperadmin } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { formatDayTime } from '../../i18n/format'
import { EmptyState } from '../../components/EmptyState'
import { errorMessage } from '../../components/records/form-errors'
import ForbiddenPage from '../errors/ForbiddenPage'
import { isActive, JOB_STATES, JOBS_KEY, JOBS_URL, STATE_COLOURS, type Job, type JobState } from '../jobs/job'
import { QueueHealth } from '../jobs/QueueHealth'
import { useRetry } from '../jobs/useRetry'
import { FailedQueueJobs } from '../jobs/FailedQueueJobs'

const POLL_MS = 2000
const EMPTY = '—'

/**
 * /superadmin/jobs (issue 44): every background job on the platform, newest first, filtered by
 * state, with the queue's health above; a failed job is retried from its row (the API answers
 * with its message). While any listed job is queued or running the list reads itself again.
 */
export default function JobsPage() {
  const { t } = useTranslation()
  const profile = useProfile()
  const [state, setState] = useState<JobState | undefined>()
  const allowed = !!profile && isSuperadmin(profile)
  const { result, query } = useCustom<{ items: Job[] }>({
    url: JOBS_URL, method: 'get', config: { query: state ? { state } : {} },
    queryOptions: {
      queryKey: [JOBS_KEY, 'all', state ?? 'any'], enabled: allowed, retry: false,
      refetchInterval: (q) => (q.state.data?.data?.items?.some(isActive) ? POLL_MS : false),
    },
  })
  // After a retry the list is read again (the queue's figures follow on their own poll).
  const { retrying, retry } = useRetry<number>(() => query.refetch())
  if (profile && !allowed) return <ForbiddenPage />

  const rows = result?.data?.items ?? []
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="jobs-panel">
      <Typography.Title level={3} style={{ margin: 0 }}>{t('jobs.title')}</Typography.Title>
      <QueueHealth />
      <FailedQueueJobs />
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <Select<JobState>
            allowClear
            style={{ minWidth: 200 }}
            placeholder={t('jobs.columns.state')}
            value={state}
            onChange={(v) => setState(v)}
            options={JOB_STATES.map((s) => ({ value: s, label: t(`jobs.state.${s}`) }))}
            data-testid="jobs-state-filter"
          />
        </Space>
        <Table<Job>
          rowKey="id"
          size="middle"
          data-testid="jobs-table"
          loading={query.isLoading}
          dataSource={rows}
          pagination={rows.length > 50 ? { pageSize: 50 } : false}
          scroll={{ x: true }}
          locale={{ emptyText: <EmptyState description={query.error ? errorMessage(query.error, t('messages.error_occurred_contact_admin')) : undefined} /> }}
          onRow={(r) => ({ 'data-testid': `job-${r.id}` } as HTMLAttributes<HTMLElement>)}
          columns={[
            { key: 'kind', title: t('jobs.columns.kind'), render: (_, r) => t(`jobs.kind.${r.kind}`, { defaultValue: r.kind }) },
            { key: 'customer', title: t('jobs.columns.customer'), render: (_, r) => r.customer_name ?? EMPTY },
            { key: 'user', title: t('jobs.columns.user'), render: (_, r) => r.user_name ?? EMPTY },
            { key: 'state', title: t('jobs.columns.state'), render: (_, r) => <Tag color={STATE_COLOURS[r.state]} data-testid={`job-state-${r.id}`}>{t(`jobs.state.${r.state}`)}</Tag> },
            { key: 'progress', title: t('jobs.columns.progress'), render: (_, r) => `${r.done} / ${r.total}` },
            { key: 'created_at', title: t('jobs.columns.created_at'), render: (_, r) => formatDayTime(r.created_at) || EMPTY },
            { key: 'finished_at', title: t('jobs.columns.finished_at'), render: (_, r) => formatDayTime(r.finished_at) || EMPTY },
            { key: 'error', title: t('jobs.columns.error'), render: (_, r) => r.error ? <Typography.Text type="danger">{r.error}</Typography.Text> : EMPTY },
            {
              key: 'actions', title: t('common.actions'),
              render: (_, r) => r.state === 'failed' && (
                <Button size="small" icon={<RedoOutlined />} loading={retrying === r.id} onClick={() => retry(r.id, `${JOBS_URL}/${r.id}/retry`)} data-testid={`job-retry-${r.id}`}>{t('jobs.retry')}</Button>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  )
}
