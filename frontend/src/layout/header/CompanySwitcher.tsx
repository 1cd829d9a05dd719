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
  if (profile.roles.admin) return <AdminCompanySwitcher compact={compact} defaultId={profile.default_customer_id ?? null} />
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

/**
 * Admins pick the customer whose data the app shows. With none saved the API acts for a default
 * one (profile/me's default_customer_id): the switcher names it, never "Select a company" over
 * another company's data.
 */
function AdminCompanySwitcher({ compact, defaultId }: { compact: boolean; defaultId: number | null }) {
  const { t } = useTranslation()
  const selectedId = Number(readCookie(COOKIE_NAMES.customerId)) || null
  const shownId = selectedId ?? defaultId
  const { items, loading, search, loadMore, savedRecord: current } = usePagedSearch<Customer>('customer', shownId)

  // Deleted customers are hidden from the switcher (shell §4). The shown customer carries its own
  // label (labelInValue), so a search lists only its matches.
  const options = items.filter((c) => !c.deleted_at).map((c) => ({ value: c.id, label: c.name }))

  return (
    <Select
      data-testid="company-switcher"
      aria-label={t('shell.header.company_switcher')}
      style={{ width: compact ? 130 : 220, maxWidth: '100%' }}
      showSearch
      filterOption={false}
      // Until the shown customer's name has loaded the box stays blank (not its id, not "Select a company").
      placeholder={shownId ? undefined : t('shell.header.select_company')}
      labelInValue
      value={current ? { value: current.id, label: current.name } : undefined}
      options={options}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : t('shell.empty.no_data_assigned')}
      // §5: the customer search text is trimmed before it is sent.
      onSearch={(query: string) => search(query.trim())}
      onPopupScroll={(e) => {
        const el = e.currentTarget as HTMLElement
        if (el.scrollTop + el.clientHeight >= el.scrollHeight - 24) loadMore()
      }}
      onChange={(picked: { value: number; label: string }) => { if (picked.value !== shownId) selectCustomer(picked.value) }}
    />
  )
}
