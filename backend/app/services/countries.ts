import { countries } from 'countries-list'
import isoCountries from 'i18n-iso-countries'
import zh from 'i18n-iso-countries/langs/zh.json' with { type: 'json' }
import currencyCodes from 'currency-codes'
import regionData from 'country-region-data/data.json' with { type: 'json' }
import Holidays from 'date-holidays'
import env from '#start/env'

isoCountries.registerLocale(zh)

export interface Country {
  code: string
  name: string
  zh_name: string
  dialCode: string
  lang: string | null
  local_languages: string[]
  currency: string | null
  /** the country's page on the country-guide site (COUNTRY_GUIDE_URL) */
  guide_link: string
}

/** The country used when a default is asked for (shell §3). */
export const FALLBACK_COUNTRY = 'CN'

const GUIDE_BASE = (() => {
  const base = env.get('COUNTRY_GUIDE_URL') || 'https://countryguide.example.com/'
  return base.endsWith('/') ? base : `${base}/`
})()
/** "Côte d'Ivoire" → "cote-d-ivoire": the guide's page names are the country's English name. */
const guideSlug = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

/** Countries from maintained data packages (countries-list, i18n-iso-countries), not typed by hand. */
const LIST: Country[] = Object.entries(countries)
  .map(([code, c]) => ({
    code,
    name: c.name,
    zh_name: isoCountries.getName(code, 'zh') ?? c.name,
    dialCode: c.phone.length ? `+${c.phone[0]}` : '',
    lang: c.languages[0] ?? null,
    local_languages: [...c.languages],
    currency: c.currency[0] ?? null,
    guide_link: `${GUIDE_BASE}${guideSlug(c.name)}`,
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))

const BY_CODE = new Map(LIST.map((c) => [c.code, c]))

export const countryList = () => LIST
export const isCountryCode = (code: string) => BY_CODE.has(code)
export const countryOrFallback = (code?: string | null) => BY_CODE.get((code ?? '').toUpperCase()) ?? BY_CODE.get(FALLBACK_COUNTRY)!
/** The currency of a country, or null for an unknown code (no fallback country: a guess would be wrong money). */
export const currencyOfCountry = (code?: string | null) => BY_CODE.get(String(code ?? '').toUpperCase())?.currency ?? null

/** ISO 4217 currencies with their minor-unit digits (what money amounts are rounded to). */
export const currencyList = () =>
  currencyCodes.data
    .filter((c) => c.digits !== undefined && !c.code.startsWith('X'))
    .map((c) => ({ code: c.code, name: c.currency, digits: c.digits }))

/**
 * States and regions of a country: ISO 3166-2 subdivisions from the maintained
 * `country-region-data`, plus the few regions `date-holidays` keys holidays by that the ISO list
 * lacks (e.g. ES-CT, FR-57), so every holiday region is a listed one.
 */
const holidayStates = new Holidays()
const REGIONS = new Map(regionData.map((c) => [c.countryShortCode, c.regions.map((r) => ({ code: r.shortCode ?? r.name, name: r.name }))]))
export function stateList(country: string): { code: string; name: string }[] {
  const code = country.toUpperCase()
  const iso = REGIONS.get(code) ?? []
  const known = new Set(iso.map((r) => r.code))
  const extra = Object.entries(holidayStates.getStates(code) ?? {})
    .filter(([c]) => !known.has(c))
    .map(([c, name]) => ({ code: c, name: String(name) }))
  return [...iso, ...extra]
}
