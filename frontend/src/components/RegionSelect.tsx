import { useEffect, useState, type CSSProperties } from 'react'
import { Form, Select } from 'antd'
import { API_URL, httpClient } from '../providers/http'
import { dropdownSearch } from './dropdown-search'

interface Region { code: string; name: string }

const cache = new Map<string, Promise<Region[]>>()
/** GET /api/states?country=XX, once per country and session: static reference data. */
function loadRegions(country: string) {
  let list = cache.get(country)
  if (!list) {
    list = httpClient.get<{ items: Region[] }>(`${API_URL}/states`, { params: { country } }).then((r) => r.data.items)
    list.catch(() => cache.delete(country))
    cache.set(country, list)
  }
  return list
}

export interface RegionSelectProps {
  /** the form field holding the country whose states and regions are offered */
  countryField: string
  value?: string | null
  onChange?: (value: string | null) => void
  id?: string
  style?: CSSProperties
}

/**
 * A state or region of the country picked in another field of the same form (value: the region
 * code the API validates). Empty means the whole country; nothing is offered until a country is.
 */
export function RegionSelect({ countryField, value, onChange, id, style }: RegionSelectProps) {
  const form = Form.useFormInstance()
  const country = Form.useWatch(countryField, form) as string | undefined
  const [regions, setRegions] = useState<Region[]>([])
  const [loading, setLoading] = useState(false)
  useEffect(() => {
    setRegions([])
    if (!country) return
    let live = true
    setLoading(true)
    loadRegions(country).then((r) => live && setRegions(r), () => undefined).finally(() => live && setLoading(false))
    return () => { live = false }
  }, [country])
  const options = regions.map((r) => ({ value: r.code, label: `${r.name} (${r.code})` }))
  // A stored code no longer offered (another country's, say) still shows, so it can be cleared.
  if (value && !loading && !regions.some((r) => r.code === value)) options.push({ value, label: value })
  return (
    <Select id={id} style={style} allowClear disabled={!country} loading={loading} options={options} {...dropdownSearch(options.length)}
      value={value || undefined} onChange={(v) => onChange?.(v ?? null)} />
  )
}
