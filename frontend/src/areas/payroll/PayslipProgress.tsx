import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Alert, Card, Progress, Space, Typography } from 'antd'
import { useCustom, useSubscription } from '@refinedev/core'
import { useTranslation } from 'react-i18next'
import { isActive, JOBS_KEY, JOBS_URL, percentDone, type Job } from '../../pages/jobs/job'
import { useInvalidateReads } from '../../providers/api-hooks'

/** Pushed by the server as it happens (server-sent events); the poll is for where a proxy strips them. */
const POLL_MS = 2000

/** The later of two readings of one job (a push and a poll race; a job only moves forward). */
const later = (a: Job | undefined, b: Job | undefined) => (!a || !b ? a ?? b : (b.updated_at ?? '') >= (a.updated_at ?? '') ? b : a)

/**
 * The paycycle's payslip run (issue 44): the final approval answers at once and the queue issues
 * the payslips, so the screen shows "Issuing payslips: n / N" as the server pushes each change
 * (and polls every two seconds) until it has completed or failed. `jobId` is the run the approval just started; without
 * it the cycle's latest `payslips` job is read, so leaving the page and coming back shows the same.
 */
export function PayslipProgress({ paycycleId, jobId }: { paycycleId: number; jobId?: number | null }) {
  const { t } = useTranslation()
  const reload = useInvalidateReads()
  const [pushed, setPushed] = useState<Job>()
  const latest = useCustom<{ items: Job[] }>({
    url: JOBS_URL, method: 'get', config: { query: { subject_type: 'paycycle', subject_id: paycycleId } },
    queryOptions: { queryKey: [JOBS_KEY, 'subject', 'paycycle', paycycleId], enabled: !jobId, retry: false },
  })
  // Newest first (the API orders by id, descending).
  const id = jobId ?? latest.result?.data?.items?.find((j) => j.kind === 'payslips')?.id
  const { result, query } = useCustom<Job>({
    url: `${JOBS_URL}/${id}`, method: 'get',
    queryOptions: {
      queryKey: [JOBS_KEY, id], enabled: !!id, retry: false,
      refetchInterval: (q) => (isActive(q.state.data?.data) ? POLL_MS : false),
    },
  })
  const job = id && !query.error ? later(result?.data, Number(pushed?.id) === Number(id) ? pushed : undefined) : undefined
  // Each change of the run, pushed on its channel, is the job as GET /api/jobs/:id answers it.
  useSubscription({
    channel: `jobs/${id}`, types: ['*'], enabled: !!id && isActive(job),
    onLiveEvent: (event) => {
      if (Number(event.payload?.id) === Number(id)) setPushed(event.payload as unknown as Job)
    },
  })

  // Once issued, the screens listing the cycle's payslips read them again (with the cycle, now in payment).
  const refreshed = useRef<number | null>(null)
  useEffect(() => {
    if (job?.state !== 'completed' || refreshed.current === job.id) return
    refreshed.current = job.id
    void reload()
  }, [job?.state, job?.id, reload])

  if (!job?.id || job.kind !== 'payslips') return null
  const box = (children: ReactNode) => <div data-testid="payslip-progress" data-state={job.state} data-job={job.id}>{children}</div>
  // The bar stays, full, beside the outcome: a run that ends before the first poll still reads as a run.
  if (job.state === 'completed') {
    return box(
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="success" showIcon message={t('jobs.payslips.issued', { total: job.total })} />
        <Progress percent={100} status="success" showInfo={false} />
      </Space>,
    )
  }
  if (job.state === 'failed') return box(<Alert type="error" showIcon message={t('jobs.payslips.failed', { error: job.error ?? '' })} />)
  if (!isActive(job)) return null
  return box(
    <Card size="small">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text strong data-testid="payslip-progress-text">{t('jobs.payslips.issuing', { done: job.done, total: job.total })}</Typography.Text>
        <Progress percent={percentDone(job)} status="active" />
        <Typography.Text type="secondary">{t('jobs.payslips.leave_page')}</Typography.Text>
      </Space>
    </Card>,
  )
}
