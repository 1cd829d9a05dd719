import { useState } from 'react'
import { useList, type HttpError } from '@refinedev/core'
import { Link } from 'react-router'
import { Button, Card, Input, Space, Table, Tag } from 'antd'
import { EditOutlined, PlusOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { LIST_PAGE_SIZE, canManageVendorPortal } from '@hr/shared'
import { useProfile } from '../../../hooks/useProfile'
import { EmptyState } from '../../../components/EmptyState'
import { SEARCH_FIELD } from '../../../providers/data-provider'
import type { Partner } from '../model'
import { VendorFormDrawer } from '../../../components/vendor-form/VendorFormDrawer'

/** /vendor/partner: the acting vendor's partner vendors (either side of a partnership). */
export default function PartnerListPage() {
  const { t } = useTranslation()
  const profile = useProfile()
  const manager = canManageVendorPortal(profile)
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<Partner | null | undefined>(undefined)

  // GET /api/vendor-portal/partner?query_string=&external[page]=&external[per_page]= through the data provider.
  const { result, query: list } = useList<Partner, HttpError>({
    resource: 'vendor-portal/partner',
    filters: [{ field: SEARCH_FIELD, operator: 'contains', value: query }],
    pagination: { currentPage: page, pageSize: LIST_PAGE_SIZE },
    errorNotification: false,
  })
  const load = () => list.refetch()

  return (
    <Card
      title={t('vendor_portal.partners.title')}
      extra={manager && <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="add-partner">{t('vendor_portal.partners.add')}</Button>}
    >
      <Input.Search allowClear style={{ maxWidth: 320, marginBottom: 16 }} placeholder={t('common.search_placeholder')}
        onSearch={(v) => { setPage(1); setQuery(v.trim()) }} data-testid="partner-search" />
      <Table<Partner>
        rowKey="id"
        loading={list.isLoading}
        dataSource={result.data}
        locale={{ emptyText: <EmptyState variant="no_table_data" onAdd={manager ? () => setEditing(null) : undefined} /> }}
        pagination={{ current: page, pageSize: LIST_PAGE_SIZE, total: result.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { key: 'name', title: t('vendor.fields.name'), render: (_, p) => <Link to={`/vendor/partner/${p.id}/agreement`}>{p.name}</Link> },
          { key: 'domain', title: t('vendor.fields.domain'), dataIndex: 'domain' },
          {
            key: 'side', title: t('vendor_portal.partners.relation'),
            render: (_, p) => <Tag>{t(p.to_vendor_id === p.id ? 'vendor_portal.partners.our_partner' : 'vendor_portal.partners.partner_of')}</Tag>,
          },
          {
            key: 'actions', title: t('common.actions'),
            render: (_, p) => manager && p.managed && p.to_vendor_id === p.id && (
              <Space><Button size="small" icon={<EditOutlined />} aria-label={t('common.edit')} onClick={() => setEditing(p)} /></Space>
            ),
          },
        ]}
      />
      <VendorFormDrawer
        open={editing !== undefined}
        mode="partner"
        partner={editing}
        vendorId={profile?.vendor_id ?? undefined}
        onClose={() => setEditing(undefined)}
        onSaved={() => void load()}
      />
    </Card>
  )
}
