import { useEffect, useRef, useState } from 'react'
import { Input, Select, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import { dialCodeOf, normalisePhone, phoneDefaultCountry, phoneParts } from '@hr/shared'
import { useProfile } from '../hooks/useProfile'
import { loadCountries, type Country } from './CountrySelect'
import { codeFirst, matchCountry } from './country-search'

export interface PhoneInputProps {
  value?: string | null
  onChange?: (value: string | null) => void
  id?: string
}

/**
 * A phone number as a country's dial code plus the number. An empty input starts with the
 * company's country (the acting customer's, profile customer_country), the US (+1) only when there
 * is none (domain §3 phone default). The
 * value is one international string ("+65 8123 4567"), the form the API stores; a number typed
 * with its own "+code" wins over the picked country. What is not a number yet is passed on as
 * typed, so the API's message appears under the field instead of the text being lost.
 */
export function PhoneInput({ value, onChange, id }: PhoneInputProps) {
  const { t, i18n } = useTranslation()
  const [countries, setCountries] = useState<Country[]>([])
  const fallback = phoneDefaultCountry(useProfile()?.customer_country)
  const [parts, setParts] = useState(() => phoneParts(value, fallback))
  const emitted = useRef(value ?? null)
  const picked = useRef(false)
  useEffect(() => { loadCountries().then(setCountries, () => undefined) }, [])
  // A value set from outside (the record loaded, the form reset) replaces what is shown.
  useEffect(() => {
    if ((value ?? null) === emitted.current) return
    emitted.current = value ?? null
    setParts(phoneParts(value, fallback))
  }, [value, fallback])
  // The profile can arrive after the first render: an empty, untouched input takes the company's country then.
  useEffect(() => {
    if (!emitted.current && !picked.current) setParts(phoneParts(null, fallback))
  }, [fallback])

  const emit = (country: string, national: string) => {
    picked.current = true
    const text = national.trim()
    const next = !text ? null : normalisePhone(text, country) ?? (text.startsWith('+') ? text : `+${dialCodeOf(country) ?? ''} ${text}`)
    const shown = text.startsWith('+') && next ? phoneParts(next, country).country : country
    setParts({ country: shown, code: dialCodeOf(shown) ?? '', national })
    emitted.current = next
    onChange?.(next)
  }

  const zh = i18n.language.startsWith('zh')
  const options = countries
    .map((c) => ({ value: c.code, code: dialCodeOf(c.code), label: (zh && c.zh_name) || c.name }))
    .filter((o) => o.code)
    .map((o) => ({ value: o.value, label: `${o.label} +${o.code}` }))
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        id={id ? `${id}_country` : undefined}
        aria-label={t('common.phone_country')}
        style={{ width: 130, flex: 'none' }}
        popupMatchSelectWidth={280}
        showSearch
        filterOption={matchCountry}
        filterSort={codeFirst}
        value={parts.country}
        options={options}
        labelRender={(o) => `${o.value} +${dialCodeOf(String(o.value)) ?? ''}`}
        onChange={(country: string) => emit(country, parts.national)}
      />
      <Input id={id} value={parts.national} inputMode="tel" autoComplete="tel" onChange={(e) => emit(parts.country, e.target.value)} />
    </Space.Compact>
  )
}
