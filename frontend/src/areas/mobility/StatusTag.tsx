import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import type { MobilityStatus } from '@hr/shared'
import { STATUS_COLOURS } from './mobility-logic'

/** A visa case's status (enums.status). */
export function StatusTag({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation()
  return <Tag color={STATUS_COLOURS[status as MobilityStatus] ?? 'default'} data-testid={testId}>{t(`enums.status.${status}`, { defaultValue: status })}</Tag>
}
