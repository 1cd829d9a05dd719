import { Suspense } from 'react'
import { List, getDefaultSortOrder } from '@refinedev/antd'
import type { BaseRecord } from '@refinedev/core'
import { Empty, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import type { ScreenProps } from '../types'
import { FilterBar } from './FilterBar'
import { useCatalogueTable } from './useCatalogueTable'
import { fieldColumn } from './format'

/**
 * A catalogue list without row links or actions: the vendor's data cloud reads the platform's
 * reference data, whose show/edit screens live in the superadmin portal the vendor cannot open.
 * Of a list's slots it takes what only reads: the header, cells, columns, filters.
 */
export default function ReadOnlyList({ resource, slots }: ScreenProps) {
  const { t } = useTranslation()
  const list = slots?.list
  const { def, columns, tableProps, searchFormProps, sorters } = useCatalogueTable(resource, list)
  const { header: Header, filters: Filters } = list ?? {}

  return (
    <>
      {Header && <Suspense fallback={null}><Header resource={resource} /></Suspense>}
      <List title={t(`${resource}.titles.list`)} canCreate={false}>
        <FilterBar def={def} formProps={searchFormProps} extra={Filters && <Suspense fallback={null}><Filters.Items def={def} /></Suspense>} />
        <Table
          {...tableProps}
          columns={[
            ...columns.map((field) => {
              const own = list?.cells?.[field.name]
              return {
                ...fieldColumn(t, def.name, field),
                ...(own ? { render: (value: unknown, row: BaseRecord) => own(value, row, t) } : {}),
                sorter: field.sort ? true : undefined,
                sortOrder: field.sort ? getDefaultSortOrder(field.name, sorters) : undefined,
              }
            }),
            ...(list?.columns?.(t) ?? []),
          ]}
          rowKey="id"
          locale={{ emptyText: <Empty description={t('common.no_table_data')} /> }}
          pagination={tableProps.pagination && {
            ...tableProps.pagination,
            showSizeChanger: false,
            showTotal: (total) => t('common.total_items', { count: total }),
          }}
        />
      </List>
    </>
  )
}
