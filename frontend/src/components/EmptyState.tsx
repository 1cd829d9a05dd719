import type { ReactNode } from 'react'
import { Button, Empty } from 'antd'
import { InboxOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'

/**
 * Shell §2.4 empty-state block: icon, one message and an optional add button; two text variants.
 * A screen's own wording (description) replaces the generic variant text rather than joining it:
 * "No data yet" above "No payslips yet." read as two empty messages at once (issue 43 §9).
 */
export type EmptyStateVariant = 'no_table_data' | 'no_data_assigned'

interface Props {
  variant?: EmptyStateVariant
  icon?: ReactNode
  description?: ReactNode
  onAdd?: () => void
}

export function EmptyState({ variant = 'no_table_data', icon, description, onAdd }: Props) {
  const { t } = useTranslation()
  return (
    <Empty
      data-testid="empty-state"
      image={icon ?? <InboxOutlined style={{ fontSize: 48, color: '#bfbfbf' }} />}
      description={<div style={{ fontWeight: 600 }}>{description ?? t(`shell.empty.${variant}`)}</div>}
    >
      {onAdd && <Button type="primary" onClick={onAdd}>{t('shell.empty.add')}</Button>}
    </Empty>
  )
}
