import { useEffect, useState } from 'react'
import { Select, Spin, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { COOKIE_NAMES, ONE_YEAR_SECONDS } from '@hr/shared'
import { API_URL, httpClient } from '../../providers/http'
import type { Profile } from '../../providers/profile'
import { usePagedSearch, type Named } from '../../components/usePagedSearch'
import { readCookie } from '../../components/cookies'
import { StoredImage } from '../../components/upload/StoredImage'

type Customer = Named

/** Shell §4 "Selected customer": the cookie the API honours; a new pick reloads the app at `/`. */
export function selectCustomer(id: number) {
  document.cookie = `${COOKIE_NAMES.customerId}=${id}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`
  window.location.assign('/')
}

/** Admins: searchable, paged customer list. Everyone else: their own customer's name. */
export function CompanySwitcher({ profile, compact = false }: { profile: Profile; compact?: boolean }) {
  if (profile.roles.admin) return <AdminCompanySwitcher compact={compact} />
  return <OwnCompany customerId={profile.customer_id ?? null} compact={compact} />
}

// Compact (narrow headers): the name or picker shrinks to one ellipsised line beside the menu button.
function OwnCompany({ customerId, compact }: { customerId: number | null; compact: boolean }) {
  const [customer, setCustomer] = useState<Customer | null>(null)
  useEffect(() => {
    if (!customerId) return
    // A failure is ignored (shell §8): the header just shows no name.
    httpClient.get<Customer>(`${API_URL}/customer/${customerId}`).then((r) => setCustomer(r.data), () => undefined)
  }, [customerId])
  const name = customer?.name
  // §6: the own customer's logo when it has one, else its name.
  if (customer?.logo) return <span data-testid="company-logo" title={name}><StoredImage fileKey={customer.logo} height={32} /></span>
  // A block: an ellipsed inline-block sits on its baseline and would drop below the header's centre line.
  return name
    ? <Typography.Text data-testid="company-name" ellipsis={{ tooltip: name }} style={{ maxWidth: compact ? 96 : 240, whiteSpace: 'nowrap', display: 'block' }}>{name}</Typography.Text>
    : null
}

function AdminCompanySwitcher({ compact }: { compact: boolean }) {
  const { t } = useTranslation()
  const selectedId = Number(readCookie(COOKIE_NAMES.customerId)) || null
  const { items, loading, search, loadMore, savedRecord } = usePagedSearch<Customer>('customer', selectedId)

  // Deleted customers are hidden from the switcher (shell §4).
  const options = [...items, ...(savedRecord && !items.some((c) => c.id === savedRecord.id) ? [savedRecord] : [])]
    .filter((c) => !c.deleted_at)
    .map((c) => ({ value: c.id, label: c.name }))

  return (
    <Select
      data-testid="company-switcher"
      aria-label={t('shell.header.company_switcher')}
      style={{ width: compact ? 130 : 220 }}
      showSearch
      filterOption={false}
      placeholder={t('shell.header.select_company')}
      value={selectedId ?? undefined}
      options={options}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : t('shell.empty.no_data_assigned')}
      // §5: the customer search text is trimmed before it is sent.
      onSearch={(query: string) => search(query.trim())}
      onPopupScroll={(e) => {
        const el = e.currentTarget as HTMLElement
        if (el.scrollTop + el.clientHeight >= el.scrollHeight - 24) loadMore()
      }}
      onChange={(id: number) => { if (id !== selectedId) selectCustomer(id) }}
    />
  )
}
