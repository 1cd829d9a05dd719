import { List, useTable, getDefaultSortOrder } from '@refinedev/antd'
import type { BaseRecord } from '@refinedev/core'
import { Empty, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { LIST_PAGE_SIZE, getResource, type FieldDef } from '@hr/shared'
import type { ScreenProps } from '../types'
import { FilterBar } from './FilterBar'
import { searchFilters, type FilterValues } from './filters'
import { fieldColumn } from './format'

/**
 * A catalogue list without row links or actions: the vendor's data cloud reads the platform's
 * reference data, whose show/edit screens live in the superadmin portal the vendor cannot open.
 */
export default function ReadOnlyList({ resource }: ScreenProps) {
  const { t } = useTranslation()
  const def = getResource(resource)
  const { tableProps, searchFormProps, sorters } = useTable<BaseRecord, any, FilterValues>({
    resource,
    pagination: { pageSize: LIST_PAGE_SIZE },
    syncWithLocation: true,
    onSearch: (values) => searchFilters(def, values),
  })
  const title = def.fields.find((f) => f.name === def.titleField)!
  const columns: FieldDef[] = [title, ...def.fields.filter((f) => f.list && f.name !== def.titleField)]

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
