import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { List, useTable } from '@refinedev/antd'
import { useInvalidate, useNotification, type BaseRecord, type HttpError } from '@refinedev/core'
import { Button, Empty, Popconfirm, Space, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { LIST_PAGE_SIZE, can, getResource } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import { FilterBar } from '../../screens/generic/FilterBar'
import { searchFilters, type FilterValues } from '../../screens/generic/filters'
import type { ScreenProps } from '../../screens/types'
import { useApiCall } from '../../providers/api-hooks'
import { formatDay } from '../../i18n/format'

/**
 * Public holidays per country and state/region, with bulk select and delete ("At least one holiday
 * must be selected." comes from the API when nothing is ticked). Read-only without the delete right.
 */
export default function PublicHolidayList({ readOnly = false }: Partial<ScreenProps> & { readOnly?: boolean }) {
  const { t } = useTranslation()
  const def = getResource('public_holiday')
  const profile = useProfile()
  const { open } = useNotification()
  const invalidate = useInvalidate()
  const api = useApiCall()
  const [params] = useSearchParams()
  const [selected, setSelected] = useState<number[]>([])
  const [deleting, setDeleting] = useState(false)
  const country = params.get('country')?.toUpperCase()
  const { tableProps, searchFormProps } = useTable<BaseRecord, HttpError, FilterValues>({
    resource: 'public_holiday',
    pagination: { pageSize: LIST_PAGE_SIZE },
    sorters: { initial: [{ field: 'date', order: 'asc' }] },
    filters: { initial: country ? [{ field: 'country', operator: 'eq', value: country }] : [] },
    onSearch: (values) => searchFilters(def, values),
  })
  const canDelete = !readOnly && !!profile && can(profile, 'delete', def)

  const removeSelected = async () => {
    setDeleting(true)
    try {
      const res = await api.post<{ deleted: number }>('/public-holiday/bulk-delete', { ids: selected })
      open?.({ type: 'success', message: t('common.deleted_success'), description: t('superadmin.data_cloud.selected', { count: res.deleted }) })
      setSelected([])
      await invalidate({ resource: 'public_holiday', invalidates: ['list'] })
    } catch (error) {
      open?.({ type: 'error', message: (error as HttpError).message })
    } finally {
      setDeleting(false)
    }
  }

  return (
    <>
      <List title={t('public_holiday.titles.list')} canCreate={readOnly ? false : undefined}>
        <FilterBar def={def} formProps={{ ...searchFormProps, initialValues: country ? { country } : undefined }} />
        {canDelete && (
          <Space style={{ marginBottom: 12 }}>
            <Popconfirm
              title={t('common.confirm_delete')}
              disabled={!selected.length}
              onConfirm={removeSelected}
              okText={t('common.yes')}
              cancelText={t('common.no')}
            >
              {/* Without a selection the click goes straight to the API, whose message explains what is missing. */}
              <Button danger loading={deleting} onClick={selected.length ? undefined : removeSelected}>
                {t('superadmin.data_cloud.delete_selected')}
              </Button>
            </Popconfirm>
            <Typography.Text type="secondary">{t('superadmin.data_cloud.selected', { count: selected.length })}</Typography.Text>
          </Space>
        )}
        <Table
          {...tableProps}
          rowKey="id"
          rowSelection={canDelete ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
          locale={{ emptyText: <Empty description={t('common.no_table_data')} /> }}
          pagination={tableProps.pagination && { ...tableProps.pagination, showSizeChanger: false, showTotal: (total) => t('common.total_items', { count: total }) }}
          columns={[
            { key: 'name', dataIndex: 'name', title: t('public_holiday.fields.name') },
            { key: 'date', dataIndex: 'date', title: t('public_holiday.fields.date'), render: (v: string) => formatDay(v) },
            { key: 'country', dataIndex: 'country', title: t('public_holiday.fields.country') },
            { key: 'region', dataIndex: 'region', title: t('public_holiday.fields.region'), render: (v: string | null) => v ?? t('superadmin.data_cloud.national') },
          ]}
        />
      </List>
    </>
  )
}
