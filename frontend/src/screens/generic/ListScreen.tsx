import { Suspense, useState } from 'react'
import { Link } from 'react-router'
import { List, getDefaultSortOrder } from '@refinedev/antd'
import { useNavigation, type BaseRecord } from '@refinedev/core'
import { Empty, Space, Table, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { fieldLabelKey } from '@hr/shared'
import type { ScreenProps } from '../types'
import { FilterBar } from './FilterBar'
import { RowActions } from './RowActions'
import { useCatalogueTable } from './useCatalogueTable'
import { formatCell, formatValue } from './format'
import { useProfile } from '../../hooks/useProfile'

/** The catalogue's list of a resource, with what its slots add (screens/slots.ts). */
export default function ListScreen({ resource, slots }: ScreenProps) {
  const { t } = useTranslation()
  const { showUrl } = useNavigation()
  const profile = useProfile()
  const list = slots?.list
  const { def, title, columns, tableProps, searchFormProps, sorters } = useCatalogueTable(resource, list)
  const selectable = !!list?.selectable?.(profile)
  const [selected, setSelected] = useState<number[]>([])
  const { header: Header, toolbar: Toolbar, rowActions: More, filters: Filters } = list ?? {}

  const renderTitle = (value: unknown, record: BaseRecord) => (
    <Space size="small">
      <Link to={showUrl(resource, record.id!)}>{formatValue(t, title, value)}</Link>
      {record.deleted_at ? <Tag color="red">{t('common.deleted')}</Tag> : null}
    </Space>
  )
  const cell = (field: (typeof columns)[number], value: unknown, record: BaseRecord) => {
    if (field === title) return renderTitle(value, record)
    const own = list?.cells?.[field.name]
    return own ? own(value, record, t) : formatCell(t, def, field, record)
  }

  return (
    <>
      {Header && <Suspense fallback={null}><Header resource={resource} /></Suspense>}
      <List title={t(`${resource}.titles.list`)}>
        <FilterBar def={def} formProps={searchFormProps} extra={Filters && <Suspense fallback={null}><Filters.Items def={def} /></Suspense>} />
        {Toolbar && <Suspense fallback={null}><Toolbar def={def} selected={selected} clearSelection={() => setSelected([])} /></Suspense>}
        <Table
          {...tableProps}
          rowKey="id"
          rowSelection={selectable ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
          locale={{ emptyText: <Empty description={t('common.no_table_data')} /> }}
          pagination={
            tableProps.pagination && {
              ...tableProps.pagination,
              showSizeChanger: false,
              showTotal: (total) => t('common.total_items', { count: total }),
            }
          }
        >
          {columns.map((field) => (
            <Table.Column<BaseRecord>
              key={field.name}
              dataIndex={field.name}
              title={t(fieldLabelKey(def.name, field))}
              sorter={field.sort ? true : undefined}
              sortOrder={field.sort ? getDefaultSortOrder(field.name, sorters) : undefined}
              render={(value, record) => cell(field, value, record)}
            />
          ))}
          {list?.columns?.(t).map((column) => <Table.Column<BaseRecord> key={String(column.key)} {...column} />)}
          {list?.actions !== false && <Table.Column<BaseRecord>
            key="actions"
            title={t('common.actions')}
            render={(_, record) => (More ? (
              <Space size="small">
                <RowActions def={def} record={record} />
                <Suspense fallback={null}><More def={def} record={record} /></Suspense>
              </Space>
            ) : <RowActions def={def} record={record} />)}
          />}
        </Table>
      </List>
    </>
  )
}
