import type { ReactNode } from 'react'
import { Button, Empty } from 'antd'
import { InboxOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'

/** Shell §2.4 empty-state block: icon, title, optional description and add button; two text variants. */
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
      description={
        <>
          <div style={{ fontWeight: 600 }}>{t(`shell.empty.${variant}`)}</div>
          {description && <div>{description}</div>}
        </>
      }
    >
      {onAdd && <Button type="primary" onClick={onAdd}>{t('shell.empty.add')}</Button>}
    </Empty>
  )
}
