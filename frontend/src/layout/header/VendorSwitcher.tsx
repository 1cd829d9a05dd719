import { useEffect, useMemo, useRef, useState } from 'react'
import { Button, Input, List, Popover, Spin, Tag, Typography } from 'antd'
import { DownOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { COOKIE_NAMES, VENDOR_LIST_MAX_HEIGHT } from '@hr/shared'
import { API_URL, httpClient } from '../../providers/http'
import type { Profile } from '../../providers/profile'
import { createLatestSearch } from '../../shell/latest-search'
import { readCookie } from '../../shell/cookies'
import { selectVendor } from '../../shell/portal'

interface Vendor { id: number; name: string; logo?: string | null; deleted_at?: string | null }
interface Page { items: Vendor[]; itemsTotal: number; nextPage?: number | null }

const PER_PAGE = 20

async function fetchPage(query: string, page: number, signal?: AbortSignal): Promise<Page> {
  const { data } = await httpClient.get<Page>(`${API_URL}/vendor`, {
    params: { query_string: query, 'external[page]': page, 'external[per_page]': PER_PAGE, sort: 'name' },
    signal,
  })
  return data
}

/** Shell §6: the admin-only role picks a vendor; everyone else sees their own vendor's name. */
export function VendorSwitcher({ profile }: { profile: Profile }) {
  if (profile.roles.admin_only) return <AdminVendorSwitcher />
  return profile.vendor ? <Typography.Text strong data-testid="vendor-name">{profile.vendor.name}</Typography.Text> : null
}

function AdminVendorSwitcher() {
  const { t } = useTranslation()
  const savedId = Number(readCookie(COOKIE_NAMES.vendorId)) || null
  const [items, setItems] = useState<Vendor[]>([])
  const [saved, setSaved] = useState<Vendor | null>(null)
  // The first vendor of the unfiltered list: the default when none is saved (kept while searching).
  const [first, setFirst] = useState<Vendor | null>(null)
  const [loading, setLoading] = useState(true)
  const [hasMore, setHasMore] = useState(false)
  const paging = useRef({ query: '', nextPage: null as number | null, busy: false })

  // §7: searches are debounced 300 ms and an earlier request is cancelled; failures give an empty list (§8).
  const searcher = useMemo(
    () => createLatestSearch(
      (query, signal) => fetchPage(query, 1, signal),
      (page, query) => {
        paging.current = { query, nextPage: page?.nextPage ?? null, busy: false }
        setItems(page?.items ?? [])
        if (!query) setFirst((prev) => prev ?? page?.items[0] ?? null)
        setHasMore(!!page?.nextPage)
        setLoading(false)
      },
    ),
    [],
  )

  useEffect(() => {
    searcher.search('')
    return searcher.cancel
  }, [searcher])

  useEffect(() => {
    // §4: the saved vendor may be beyond the first page, so it is fetched on its own (failure ignored).
    if (savedId && saved?.id !== savedId && !items.some((v) => v.id === savedId)) {
      httpClient.get<Vendor>(`${API_URL}/vendor/${savedId}`).then((r) => setSaved(r.data), () => undefined)
    }
  }, [savedId, items, saved])

  const loadMore = () => {
    const p = paging.current
    if (!p.nextPage || p.busy) return
    p.busy = true
    fetchPage(p.query, p.nextPage).then(
      (page) => {
        paging.current = { query: p.query, nextPage: page.nextPage ?? null, busy: false }
        setItems((prev) => [...prev, ...page.items])
        setHasMore(!!page.nextPage)
      },
      () => { p.busy = false },
    )
  }

  // §4: the saved vendor, else the first one listed.
  const current = (savedId ? items.find((v) => v.id === savedId) ?? (saved?.id === savedId ? saved : null) : null) ?? first

  const list = (
    <div style={{ width: 280 }}>
      <Input.Search
        allowClear
        aria-label={t('shell.vendor_switcher.search')}
        placeholder={t('shell.vendor_switcher.search')}
        onChange={(e) => { setLoading(true); searcher.search(e.target.value) }}
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
    </div>
  )

  return (
    <Popover trigger="click" placement="bottomLeft" content={list}>
      <Button data-testid="vendor-switcher" aria-label={t('shell.vendor_switcher.label')}>
        {current?.name ?? t('shell.vendor_switcher.select')} <DownOutlined />
      </Button>
    </Popover>
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
