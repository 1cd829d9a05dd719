import { Alert, Skeleton, Timeline, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { MobilityStatus } from '@hr/shared'
import { errorMessage } from '../../components/records/form-errors'
import { fmtDateTime } from '../../components/formats'
import { useCaseTimeline } from './data'
import { timelineTitle } from './mobility-logic'

const DOT: Partial<Record<MobilityStatus, string>> = { approved: 'green', rejected: 'red', completed: 'green', canceled: 'gray', application_in_progress: 'blue' }

/** Every move of the case, oldest first: what changed, who made it and when, and their notes. */
export function CaseTimeline({ caseId }: { caseId: number }) {
  const { t } = useTranslation()
  const { data, error, isLoading } = useCaseTimeline(caseId)
  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />
  if (error) return <Alert type="error" showIcon message={errorMessage(error, t('messages.error_occurred_contact_admin'))} />
  const entries = data?.data ?? []
  if (!entries.length) return <Typography.Text type="secondary">{t('mobility_ui.timeline.empty')}</Typography.Text>
  return (
    <Timeline
      data-testid="mobility-timeline"
      items={entries.map((e) => ({
        key: e.id,
        color: DOT[e.to_status as MobilityStatus] ?? 'blue',
        children: (
          <div data-testid={`mobility-timeline-${e.id}`}>
            <Typography.Text strong>{timelineTitle(e, t)}</Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {[e.actor_name, fmtDateTime(e.created_at)].filter(Boolean).join(' · ')}
              </Typography.Text>
            </div>
            {e.notes && <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>{e.notes}</Typography.Paragraph>}
          </div>
        ),
      }))}
    />
  )
}
