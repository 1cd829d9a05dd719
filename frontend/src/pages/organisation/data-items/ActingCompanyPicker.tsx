import { useState } from 'react'
import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { COOKIE_NAMES, ONE_YEAR_SECONDS } from '@hr/shared'
import { readCookie } from '../../../components/cookies'
import { usePagedSearch, type Named } from '../../../components/usePagedSearch'

/**
 * Which customer's data items a superadmin edits: data items belong to a customer, and the
 * superadmin portal has no company switcher. The pick is the shell's selected-customer cookie
 * (§4), which the API honours for admins; without one the API acts for the first customer by name.
 */
export function ActingCompanyPicker({ onChange }: { onChange: () => void }) {
  const { t } = useTranslation()
  const [selectedId, setSelectedId] = useState(() => Number(readCookie(COOKIE_NAMES.customerId)) || null)
  const { items, loading, search, savedRecord, first } = usePagedSearch<Named>('customer', selectedId)
  const known = [savedRecord, selectedId ? null : first].filter((c): c is Named => !!c && !items.some((i) => i.id === c.id))
  const options = [...items, ...known]
    .filter((c) => !c.deleted_at)
    .map((c) => ({ value: c.id, label: c.name }))
  const pick = (id: number) => {
    document.cookie = `${COOKIE_NAMES.customerId}=${id}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`
    setSelectedId(id)
    onChange()
  }
  return (
    <Select
      data-testid="data-items-company"
      aria-label={t('shell.header.company_switcher')}
      style={{ width: 240 }}
      showSearch
      filterOption={false}
      loading={loading}
      placeholder={t('shell.header.select_company')}
      // Without a pick, the first customer by name: the one the API falls back to.
      value={selectedId ?? first?.id}
      options={options}
      onSearch={(query: string) => search(query.trim())}
      onChange={pick}
    />
  )
}
