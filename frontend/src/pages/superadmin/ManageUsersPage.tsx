import { useEffect, useState } from 'react'
import { useInvalidate, useList, useNotification, type HttpError } from '@refinedev/core'
import { Button, Card, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd'
import { SearchOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { LIST_PAGE_SIZE, SEARCH_DEBOUNCE_MS, canManageUsers, type AccountRole } from '@hr/shared'
import { useProfile } from '../../hooks/useProfile'
import ForbiddenPage from '../errors/ForbiddenPage'
import { SEARCH_FIELD } from '../../providers/data-provider'
import { useApiCall } from '../../providers/api-hooks'

/** A row of GET /api/manage-user (backend/start/routes/superadmin.ts): an account, not a catalogue resource. */
interface ManagedUser {
  id: number; name: string; email: string; role: string; is_active: boolean
  /** The role in plain words' key (enums.account_role): vendor admin or user, the staff sub-role. */
  account_role: AccountRole
  customer_name: string | null; vendor_name: string | null; created_at: string
}
type UserAction = 'activate' | 'deactivate' | 'reset-2fa'

const ROLES = ['superadmin', 'vendor_admin', 'vendor_user', 'staff', 'contractor']

/** /superadmin/manage-user: every account on the platform — search, role filter, activate, deactivate, reset 2FA, delete. */
export default function ManageUsersPage() {
  const { t } = useTranslation()
  const profile = useProfile()
  const { open } = useNotification()
  const invalidate = useInvalidate()
  const api = useApiCall()
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState('')
  const [role, setRole] = useState<string | undefined>()
  const [page, setPage] = useState(1)
  const [busy, setBusy] = useState<number | null>(null)

  useEffect(() => {
    const timer = setTimeout(() => { setQuery(search.trim()); setPage(1) }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [search])

  const allowed = canManageUsers(profile)
  // GET /api/manage-user?query_string=&filter[role]=&external[page]=&external[per_page]= through the data provider.
  const { result, query: list } = useList<ManagedUser, HttpError>({
    resource: 'manage-user',
    filters: [{ field: SEARCH_FIELD, operator: 'contains', value: query }, { field: 'role', operator: 'eq', value: role }],
    pagination: { currentPage: page, pageSize: LIST_PAGE_SIZE },
    errorNotification: false,
    queryOptions: { enabled: allowed },
  })
  if (profile && !allowed) return <ForbiddenPage />

  const run = async (user: ManagedUser, action: () => Promise<{ message: string }>) => {
    setBusy(user.id)
    try {
      const res = await action()
      open?.({ type: 'success', message: res.message, key: `manage-user-${user.id}` })
      await invalidate({ resource: 'manage-user', invalidates: ['list'] })
    } catch (error) {
      open?.({ type: 'error', message: (error as HttpError).message })
    } finally {
      setBusy(null)
    }
  }
  const act = (user: ManagedUser, action: UserAction) => run(user, () => api.post<{ message: string }>(`/manage-user/${user.id}/${action}`))

  return (
    <Card>
      <Typography.Title level={3}>{t('superadmin.manage_user.title')}</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('superadmin.manage_user.search')}
          aria-label={t('superadmin.manage_user.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 280 }}
        />
        <Select
          allowClear
          aria-label={t('superadmin.manage_user.role')}
          placeholder={t('superadmin.manage_user.all_roles')}
          value={role}
          onChange={(v) => { setRole(v); setPage(1) }}
          options={ROLES.map((r) => ({ value: r, label: t(`enums.managed_role.${r}`) }))}
          style={{ width: 200 }}
        />
      </Space>
      <Table<ManagedUser>
        rowKey="id"
        loading={list.isFetching}
        dataSource={result.data}
        pagination={{
          current: page, pageSize: LIST_PAGE_SIZE, total: result.total ?? 0, showSizeChanger: false,
          onChange: setPage, showTotal: (total) => t('common.total_items', { count: total }),
        }}
        columns={[
          { key: 'name', title: t('superadmin.manage_user.name'), dataIndex: 'name' },
          { key: 'email', title: t('superadmin.manage_user.email'), dataIndex: 'email' },
          { key: 'role', title: t('superadmin.manage_user.role'), render: (_, u) => t(`enums.account_role.${u.account_role}`) },
          { key: 'company', title: t('superadmin.manage_user.company'), render: (_, u) => u.customer_name ?? u.vendor_name ?? t('common.empty_value') },
          {
            key: 'status', title: t('superadmin.manage_user.status'),
            render: (_, u) => <Tag color={u.is_active ? 'green' : 'default'} data-testid={`status-${u.id}`}>{t(`superadmin.manage_user.${u.is_active ? 'active' : 'inactive'}`)}</Tag>,
          },
          {
            key: 'actions', title: t('common.actions'),
            render: (_, u) => u.id === profile?.id ? <Tag>{t('superadmin.manage_user.you')}</Tag> : (
              <Space size="small" wrap>
                {u.is_active ? (
                  <Popconfirm title={t('superadmin.manage_user.confirm_deactivate')} onConfirm={() => act(u, 'deactivate')} okText={t('common.yes')} cancelText={t('common.no')}>
                    <Button size="small" loading={busy === u.id}>{t('superadmin.manage_user.deactivate')}</Button>
                  </Popconfirm>
                ) : (
                  <Button size="small" type="primary" loading={busy === u.id} onClick={() => act(u, 'activate')}>{t('superadmin.manage_user.activate')}</Button>
                )}
                <Button size="small" onClick={() => act(u, 'reset-2fa')}>{t('superadmin.manage_user.reset_2fa')}</Button>
                <Popconfirm title={t('superadmin.manage_user.confirm_delete')} onConfirm={() => run(u, () => api.remove<{ message: string }>(`/user/${u.id}`))} okText={t('common.yes')} cancelText={t('common.no')}>
                  <Button size="small" danger>{t('superadmin.manage_user.delete')}</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  )
}
