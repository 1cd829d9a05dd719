import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { CreateButton, List, useTable } from '@refinedev/antd'
import { useInvalidate, useNotification, useUpdate, type BaseRecord } from '@refinedev/core'
import { Button, Empty, Input, Space, Switch, Table, Tag } from 'antd'
import { DeleteOutlined, EditOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { LIST_PAGE_SIZE, getResource } from '@hr/shared'
import { useRecordAccess } from '../../../hooks/useRecordAccess'
import { useApiCall } from '../../../providers/api-hooks'
import { DeleteByNameModal } from './DeleteByNameModal'

/**
 * Customers of the vendor portal (/vendor): search, activate/deactivate in the row, edit, and a
 * delete that needs the customer's name retyped.
 */
export default function CustomerListPage() {
  const { t } = useTranslation()
  const def = getResource('customer')
  const allowed = useRecordAccess(def)
  const navigate = useNavigate()
  const invalidate = useInvalidate()
  const api = useApiCall()
  const { open } = useNotification()
  const { mutateAsync: update } = useUpdate()
  const [deleting, setDeleting] = useState<BaseRecord | null>(null)
  const { tableProps, setFilters } = useTable<BaseRecord>({
    resource: 'customer',
    pagination: { pageSize: LIST_PAGE_SIZE },
  })
  // The API lists deleted customers too (the switcher flags them); this list is of live ones.
  const rows = (tableProps.dataSource ?? []).filter((r) => !r.deleted_at)

  const toggle = (record: BaseRecord, active: boolean) =>
    update({ resource: 'customer', id: record.id!, values: { is_active: active }, successNotification: false })

  return (
    <List title={t('customer.titles.list')} headerButtons={allowed('create') ? <CreateButton resource="customer" data-testid="create-customer" /> : null}>
      <Input.Search
        allowClear
        placeholder={t('vendor_portal.customers.search')}
        style={{ maxWidth: 320, marginBottom: 16 }}
        onSearch={(v) => setFilters([{ field: 'q', operator: 'contains', value: v.trim() }], 'replace')}
        data-testid="customer-search"
      />
      <Table {...tableProps} dataSource={rows} rowKey="id" locale={{ emptyText: <Empty description={t('common.no_table_data')} /> }}>
        <Table.Column<BaseRecord> dataIndex="name" title={t('customer.fields.name')}
          render={(v, r) => (allowed('update', r) ? <Link to={`/vendor/customer/${r.id}/edit`}>{v}</Link> : v)} />
        <Table.Column<BaseRecord> dataIndex="csm_name" title={t('customer.fields.csm_name')} />
        <Table.Column<BaseRecord> dataIndex="is_active" title={t('customer.fields.is_active')}
          render={(v, r) => allowed('update', r)
            ? <Switch checked={!!v} onChange={(on) => toggle(r, on)} aria-label={t('customer.fields.is_active')} data-testid={`active-${r.id}`} />
            : <Tag color={v ? 'green' : 'default'}>{t(v ? 'vendor_portal.active' : 'vendor_portal.inactive')}</Tag>} />
        <Table.Column<BaseRecord> key="actions" title={t('common.actions')} render={(_, r) => (
          <Space size="small">
            {allowed('update', r) && <Button size="small" icon={<EditOutlined />} aria-label={t('common.edit')} onClick={() => navigate(`/vendor/customer/${r.id}/edit`)} />}
            {allowed('delete', r) && <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} data-testid={`delete-customer-${r.id}`} onClick={() => setDeleting(r)} />}
          </Space>
        )} />
      </Table>
      <DeleteByNameModal
        open={!!deleting}
        name={String(deleting?.name ?? '')}
        title={t('vendor_portal.customers.delete_title')}
        onCancel={() => setDeleting(null)}
        onConfirm={async (typed) => {
          await api.remove(`/customer/${Number(deleting!.id)}`, { name: typed })
          setDeleting(null)
          open?.({ type: 'success', message: t('vendor_portal.customers.deleted') })
          await invalidate({ resource: 'customer', invalidates: ['list'] })
        }}
      />
    </List>
  )
}
