import { useEffect, useState } from 'react'
import { Select, type SelectProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { DROPDOWN_SEARCH_THRESHOLD } from '@hr/shared'
import { API_URL, httpClient } from '../providers/http'
import { dropdownSearch } from './dropdown-search'
import { codeFirst, matchCountry } from './country-search'

export interface Country { code: string; name: string; zh_name?: string; currency?: string | null }

let cached: Promise<Country[]> | null = null
/** GET /api/countries once per session: a static reference list. */
export function loadCountries() {
  if (!cached) {
    cached = httpClient.get<{ items: Country[] }>(`${API_URL}/countries`).then((r) => r.data.items)
    cached.catch(() => { cached = null })
  }
  return cached
}

/**
 * A country picker (ISO code as value, localised name); searchable above 10 options (shell §5).
 * The search matches the name or the two-letter code, an exact code first ("my" → Malaysia).
 */
export function CountrySelect(props: Omit<SelectProps<string>, 'options'>) {
  const { i18n } = useTranslation()
  const [countries, setCountries] = useState<Country[]>([])
  useEffect(() => { loadCountries().then(setCountries, () => undefined) }, [])
  const zh = i18n.language.startsWith('zh')
  const options = countries.map((c) => ({ value: c.code, label: (zh && c.zh_name) || c.name }))
  return (
    <Select
      {...dropdownSearch(options.length)}
      {...(options.length > DROPDOWN_SEARCH_THRESHOLD ? { filterOption: matchCountry, filterSort: codeFirst } : {})}
      loading={!countries.length}
      options={options}
      {...props}
    />
  )
}
