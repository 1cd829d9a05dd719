import { useState } from 'react'
import { Button, Divider, Input, List, Popover, Spin, Tag, Typography } from 'antd'
import { DownOutlined, PlusOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { COOKIE_NAMES, VENDOR_LIST_MAX_HEIGHT } from '@hr/shared'
import type { Profile } from '../../providers/profile'
import { usePagedSearch, type Named } from '../../components/usePagedSearch'
import { readCookie } from '../../components/cookies'
import { selectVendor } from '../../components/portal'
import { VendorFormDrawer } from '../../components/vendor-form/VendorFormDrawer'
import { flashAfterReload } from '../../components/flash'
import { StoredImage } from '../../components/upload/StoredImage'

type Vendor = Named

/** Shell §6: the admin-only role picks a vendor; everyone else sees their own vendor's logo, else its name. */
export function VendorSwitcher({ profile }: { profile: Profile }) {
  if (profile.roles.admin_only) return <AdminVendorSwitcher />
  if (profile.vendor?.logo) return <span data-testid="vendor-logo" title={profile.vendor.name}><StoredImage fileKey={profile.vendor.logo} height={32} /></span>
  return profile.vendor ? <Typography.Text strong data-testid="vendor-name">{profile.vendor.name}</Typography.Text> : null
}

function AdminVendorSwitcher() {
  const { t } = useTranslation()
  const savedId = Number(readCookie(COOKIE_NAMES.vendorId)) || null
  const { items, loading, hasMore, search, loadMore, savedRecord, first } = usePagedSearch<Vendor>('vendor', savedId, { sort: 'name' })
  // §4: the saved vendor, else the first one listed.
  const current = savedRecord ?? first
  const [open, setOpen] = useState(false)
  const [adding, setAdding] = useState(false)

  const list = (
    <div style={{ width: 280 }}>
      <Input.Search
        allowClear
        aria-label={t('shell.vendor_switcher.search')}
        placeholder={t('shell.vendor_switcher.search')}
        onChange={(e) => search(e.target.value)}
      />
      <div data-testid="vendor-list" style={{ maxHeight: VENDOR_LIST_MAX_HEIGHT, overflowY: 'auto', marginTop: 8 }}>
        <Spin spinning={loading}>
          <List
            size="small"
            dataSource={items}
            locale={{ emptyText: t('shell.empty.no_data_assigned') }}
            renderItem={(v) => <VendorRow vendor={v} current={v.id === savedId} />}
          />
        </Spin>
        {hasMore && (
          <Button type="link" block onClick={loadMore} data-testid="vendor-load-more">{t('shell.vendor_switcher.load_more')}</Button>
        )}
      </div>
      <Divider style={{ margin: '8px 0' }} />
      <Button type="dashed" block icon={<PlusOutlined />} data-testid="vendor-add" onClick={() => { setOpen(false); setAdding(true) }}>
        {t('shell.vendor_form.add_vendor')}
      </Button>
    </div>
  )

  return (
    <>
      <Popover trigger="click" placement="bottomLeft" content={list} open={open} onOpenChange={setOpen}>
        <Button data-testid="vendor-switcher" aria-label={t('shell.vendor_switcher.label')}>
          {current?.name ?? t('shell.vendor_switcher.select')} <DownOutlined />
        </Button>
      </Popover>
      {/* §4: a created vendor becomes the active one; the portal reloads on it. */}
      <VendorFormDrawer open={adding} mode="vendor" onClose={() => setAdding(false)} onSaved={(v) => { flashAfterReload(t('shell.vendor_form.vendor_has_been_created')); selectVendor(v.id) }} />
    </>
  )
}

/** §4: a deleted vendor is dimmed, badged and cannot be picked; the saved one is not re-picked. */
function VendorRow({ vendor, current }: { vendor: Vendor; current: boolean }) {
  const { t } = useTranslation()
  const deleted = !!vendor.deleted_at
  return (
    <List.Item
      data-testid="vendor-option"
      aria-disabled={deleted}
      onClick={deleted || current ? undefined : () => selectVendor(vendor.id)}
      style={{ cursor: deleted ? 'not-allowed' : 'pointer', opacity: deleted ? 0.45 : 1, fontWeight: current ? 600 : undefined }}
    >
      <span>{vendor.name}</span>
      {deleted && <Tag data-testid="vendor-deleted">{t('shell.vendor_switcher.deleted')}</Tag>}
    </List.Item>
  )
}
