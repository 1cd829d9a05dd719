import { useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { Button, Card, Input, Space, Table, Tag } from 'antd'
import { EditOutlined, PlusOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { LIST_PAGE_SIZE, canManageVendorPortal } from '@hr/shared'
import { useProfile } from '../../../hooks/useProfile'
import { EmptyState } from '../../../components/EmptyState'
import { listPartners, type Partner, type Paged } from '../api'
import { VendorFormDrawer } from '../../../components/vendor-form/VendorFormDrawer'

/** /vendor/partner: the acting vendor's partner vendors (either side of a partnership). */
export default function PartnerListPage() {
  const { t } = useTranslation()
  const profile = useProfile()
  const manager = canManageVendorPortal(profile)
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  const [data, setData] = useState<Paged<Partner> | null>(null)
  const [editing, setEditing] = useState<Partner | null | undefined>(undefined)

  const load = useCallback(() => listPartners(query, page, LIST_PAGE_SIZE).then(setData).catch(() => setData({ items: [], itemsTotal: 0, nextPage: null })), [query, page])
  useEffect(() => { void load() }, [load])

  return (
    <Card
      title={t('vendor_portal.partners.title')}
      extra={manager && <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="add-partner">{t('vendor_portal.partners.add')}</Button>}
    >
      <Input.Search allowClear style={{ maxWidth: 320, marginBottom: 16 }} placeholder={t('common.search_placeholder')}
        onSearch={(v) => { setPage(1); setQuery(v.trim()) }} data-testid="partner-search" />
      <Table<Partner>
        rowKey="id"
        loading={!data}
        dataSource={data?.items ?? []}
        locale={{ emptyText: <EmptyState variant="no_table_data" onAdd={manager ? () => setEditing(null) : undefined} /> }}
        pagination={{ current: page, pageSize: LIST_PAGE_SIZE, total: data?.itemsTotal ?? 0, onChange: setPage, showSizeChanger: false }}
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
