import { useState } from 'react'
import { useList, type HttpError } from '@refinedev/core'
import { Link } from 'react-router'
import { Button, Card, Input, Table, Tag } from 'antd'
import { UserAddOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { LIST_PAGE_SIZE } from '@hr/shared'
import { useProfile } from '../../../hooks/useProfile'
import { EmptyState } from '../../../components/EmptyState'
import { SEARCH_FIELD } from '../../../providers/data-provider'
import type { VendorUser } from '../model'
import { InviteUserModal } from './InviteUserModal'

/** /vendor/user (vendor admins): own and partner users, their role, status and customers. */
function VendorUsersPage() {
  const { t } = useTranslation()
  const profile = useProfile()
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  const [inviting, setInviting] = useState(false)
  // GET /api/vendor-portal/user?query_string=&external[page]=&external[per_page]= through the data provider.
  const { result, query: list } = useList<VendorUser, HttpError>({
    resource: 'vendor-portal/user',
    filters: [{ field: SEARCH_FIELD, operator: 'contains', value: query }],
    pagination: { currentPage: page, pageSize: LIST_PAGE_SIZE },
    errorNotification: false,
  })
  const load = () => list.refetch()

  return (
    <Card title={t('vendor_portal.users.title')}
      extra={<Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)} data-testid="invite-user">{t('vendor_portal.users.invite')}</Button>}>
      <Input.Search allowClear style={{ maxWidth: 320, marginBottom: 16 }} placeholder={t('vendor_portal.users.search')} aria-label={t('vendor_portal.users.search')}
        onSearch={(v) => { setPage(1); setQuery(v.trim()) }} />
      <Table<VendorUser> rowKey="id" loading={list.isLoading} dataSource={result.data} locale={{ emptyText: <EmptyState /> }}
        pagination={{ current: page, pageSize: LIST_PAGE_SIZE, total: result.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { key: 'name', title: t('vendor_portal.users.name'), render: (_, u) => <Link to={`/vendor/user/${u.id}`}>{u.name}</Link> },
          { key: 'email', dataIndex: 'email', title: t('vendor_portal.users.email') },
          { key: 'vendor', dataIndex: 'vendor_name', title: t('vendor_portal.users.vendor') },
          { key: 'role', title: t('vendor_portal.users.role'), render: (_, u) => t(`vendor_portal.users.roles.${u.role}`) },
          { key: 'customers', title: t('vendor_portal.users.customers'), render: (_, u) => u.customers.map((c) => <Tag key={c.id}>{c.name}</Tag>) },
          {
            key: 'status', title: t('vendor_portal.users.status'),
            render: (_, u) => <Tag color={u.is_active ? 'green' : u.invited ? 'gold' : 'default'}>
              {t(u.is_active ? 'vendor_portal.active' : u.invited ? 'vendor_portal.users.invited' : 'vendor_portal.inactive')}</Tag>,
          },
        ]} />
      <InviteUserModal open={inviting} ownVendor={profile?.vendor ?? null} onClose={(changed) => { setInviting(false); if (changed) void load() }} />
    </Card>
  )
}

/** Guarded by its route (vendor/routes.ts: manage_vendor_portal). */
export default VendorUsersPage
