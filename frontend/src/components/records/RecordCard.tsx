import type { ReactNode } from 'react'
import { Button, Card, Popconfirm, Space, Table, type TableProps } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { DeleteOutlined, EditOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../EmptyState'

export interface RecordCardProps<T extends { id: number }> {
  title: ReactNode
  testId: string
  /** the card's header action (add, upload) */
  extra?: ReactNode
  /** above the table (e.g. the documents' folder switch) */
  above?: ReactNode
  rows: T[]
  loading: boolean
  columns: ColumnsType<T>
  pagination?: TableProps<T>['pagination']
  /** leading row actions (e.g. view) */
  rowActions?: (row: T) => ReactNode
  /** edit and delete are offered on a row when given and allowed for it */
  onEdit?: (row: T) => void
  canEdit?: (row: T) => boolean
  onDelete?: (row: T) => void
  canDelete?: (row: T) => boolean
  /** modals and drawers the card opens */
  children?: ReactNode
}

/**
 * A titled card with a record table and per-row edit and delete (delete confirmed), or the empty
 * state: the person-record sections, a contractor's contracts and a person's documents share it.
 */
export function RecordCard<T extends { id: number }>(props: RecordCardProps<T>) {
  const { t } = useTranslation()
  const { rows, loading, onEdit, canEdit, onDelete, canDelete, rowActions } = props
  const withActions = !!(onEdit || onDelete || rowActions)
  const actions: ColumnsType<T> = withActions ? [{
    key: 'actions', title: t('common.actions'),
    render: (_: unknown, row: T) => (
      <Space size="small">
        {rowActions?.(row)}
        {onEdit && (canEdit?.(row) ?? true) && <Button size="small" icon={<EditOutlined />} aria-label={t('common.edit')} onClick={() => onEdit(row)} />}
        {onDelete && (canDelete?.(row) ?? true) && (
          <Popconfirm title={t('common.confirm_delete')} onConfirm={() => onDelete(row)}>
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} />
          </Popconfirm>
        )}
      </Space>
    ),
  }] : []
  return (
    <Card title={props.title} data-testid={props.testId} extra={props.extra} style={{ marginBottom: 16 }}>
      {props.above}
      {rows.length === 0 && !loading ? (
        <EmptyState />
      ) : (
        <Table<T>
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={rows}
          pagination={props.pagination ?? false}
          scroll={{ x: true }}
          columns={[...props.columns, ...actions]}
        />
      )}
      {props.children}
    </Card>
  )
}
