import { useEffect, useMemo, useRef, useState } from 'react'
import { Select, Spin, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { COOKIE_NAMES, ONE_YEAR_SECONDS } from '@hr/shared'
import { API_URL, httpClient } from '../../providers/http'
import type { Profile } from '../../providers/profile'
import { createLatestSearch } from '../../shell/latest-search'
import { readCookie } from '../../shell/cookies'

interface Customer { id: number; name: string; logo?: string | null; deleted_at?: string | null }
interface Page { items: Customer[]; itemsTotal: number; nextPage?: number | null }

const PER_PAGE = 20

async function fetchPage(query: string, page: number, signal?: AbortSignal): Promise<Page> {
  const { data } = await httpClient.get<Page>(`${API_URL}/customer`, {
    params: { query_string: query, 'external[page]': page, 'external[per_page]': PER_PAGE },
    signal,
  })
  return data
}

const visible = (items: Customer[]) => items.filter((c) => !c.deleted_at)

/** Shell §4 "Selected customer": the cookie the API honours; a new pick reloads the app at `/`. */
export function selectCustomer(id: number) {
  document.cookie = `${COOKIE_NAMES.customerId}=${id}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`
  window.location.assign('/')
}

/** Admins: searchable, paged customer list. Everyone else: their own customer's name. */
export function CompanySwitcher({ profile }: { profile: Profile }) {
  if (profile.roles.admin) return <AdminCompanySwitcher />
  return <OwnCompany customerId={profile.customer_id ?? null} />
}

function OwnCompany({ customerId }: { customerId: number | null }) {
  const [name, setName] = useState<string | null>(null)
  useEffect(() => {
    if (!customerId) return
    // A failure is ignored (shell §8): the header just shows no name.
    httpClient.get<Customer>(`${API_URL}/customer/${customerId}`).then((r) => setName(r.data.name), () => undefined)
  }, [customerId])
  return name ? <Typography.Text data-testid="company-name">{name}</Typography.Text> : null
}

function AdminCompanySwitcher() {
  const { t } = useTranslation()
  const selectedId = Number(readCookie(COOKIE_NAMES.customerId)) || undefined
  const [items, setItems] = useState<Customer[]>([])
  const [selected, setSelected] = useState<Customer | null>(null)
  const [loading, setLoading] = useState(false)
  const paging = useRef({ query: '', nextPage: null as number | null, busy: false })

  const searcher = useMemo(
    () => createLatestSearch(
      (query, signal) => fetchPage(query, 1, signal),
      (page, query) => {
        paging.current = { query, nextPage: page?.nextPage ?? null, busy: false }
        setItems(visible(page?.items ?? []))
        setLoading(false)
      },
    ),
    [],
  )

  useEffect(() => {
    setLoading(true)
    searcher.search('')
    return searcher.cancel
  }, [searcher])

  useEffect(() => {
    // The saved customer may be beyond the first page: fetch it on its own (failure ignored).
    if (selectedId && !items.some((c) => c.id === selectedId) && selected?.id !== selectedId) {
      httpClient.get<Customer>(`${API_URL}/customer/${selectedId}`).then((r) => setSelected(r.data), () => undefined)
    }
  }, [selectedId, items, selected])

  const loadMore = () => {
    const p = paging.current
    if (!p.nextPage || p.busy) return
    p.busy = true
    fetchPage(p.query, p.nextPage).then(
      (page) => {
        paging.current = { query: p.query, nextPage: page.nextPage ?? null, busy: false }
        setItems((prev) => [...prev, ...visible(page.items)])
      },
      () => { p.busy = false },
    )
  }

  const options = [...items, ...(selected && !items.some((c) => c.id === selected.id) ? [selected] : [])]
    .filter((c) => !c.deleted_at)
    .map((c) => ({ value: c.id, label: c.name }))

  return (
    <Select
      data-testid="company-switcher"
      aria-label={t('shell.header.company_switcher')}
      style={{ width: 220 }}
      showSearch
      filterOption={false}
      placeholder={t('shell.header.select_company')}
      value={selectedId}
      options={options}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : t('shell.empty.no_data_assigned')}
      onSearch={(q) => { setLoading(true); searcher.search(q) }}
      onPopupScroll={(e) => {
        const el = e.currentTarget as HTMLElement
        if (el.scrollTop + el.clientHeight >= el.scrollHeight - 24) loadMore()
      }}
      onChange={(id: number) => { if (id !== selectedId) selectCustomer(id) }}
    />
  )
}
