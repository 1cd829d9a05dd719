import { List, getDefaultSortOrder } from '@refinedev/antd'
import { Empty, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import type { ScreenProps } from '../types'
import { FilterBar } from './FilterBar'
import { useCatalogueTable } from './useCatalogueTable'
import { fieldColumn } from './format'

/**
 * A catalogue list without row links or actions: the vendor's data cloud reads the platform's
 * reference data, whose show/edit screens live in the superadmin portal the vendor cannot open.
 */
export default function ReadOnlyList({ resource }: ScreenProps) {
  const { t } = useTranslation()
  const { def, columns, tableProps, searchFormProps, sorters } = useCatalogueTable(resource)

  return (
    <List title={t(`${resource}.titles.list`)} canCreate={false}>
      <FilterBar def={def} formProps={searchFormProps} />
      <Table
        {...tableProps}
        columns={columns.map((field) => ({
          ...fieldColumn(t, def.name, field),
          sorter: field.sort ? true : undefined,
          sortOrder: field.sort ? getDefaultSortOrder(field.name, sorters) : undefined,
        }))}
        rowKey="id"
        locale={{ emptyText: <Empty description={t('common.no_table_data')} /> }}
        pagination={tableProps.pagination && {
          ...tableProps.pagination,
          showSizeChanger: false,
          showTotal: (total) => t('common.total_items', { count: total }),
        }}
      />
    </List>
  )
}
