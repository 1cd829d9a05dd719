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

export default function ListScreen({ resource }: ScreenProps) {
  const { t } = useTranslation()
  const { showUrl } = useNavigation()
  const { def, title, columns, tableProps, searchFormProps, sorters } = useCatalogueTable(resource)

  const renderTitle = (value: unknown, record: BaseRecord) => (
    <Space size="small">
      <Link to={showUrl(resource, record.id!)}>{formatValue(t, title, value)}</Link>
      {record.deleted_at ? <Tag color="red">{t('common.deleted')}</Tag> : null}
    </Space>
  )

  return (
    <List title={t(`${resource}.titles.list`)}>
      <FilterBar def={def} formProps={searchFormProps} />
      <Table
        {...tableProps}
        rowKey="id"
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
            render={(value, record) => (field === title ? renderTitle(value, record) : formatCell(t, def, field, record))}
          />
        ))}
        <Table.Column<BaseRecord>
          key="actions"
          title={t('common.actions')}
          render={(_, record) => <RowActions def={def} record={record} />}
        />
      </Table>
    </List>
  )
}
