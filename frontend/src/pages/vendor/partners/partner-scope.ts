import { useEffect, useState } from 'react'
import { API_URL, httpClient } from '../../../providers/http'

/**
 * The organisation panels read and write the acting vendor's company data. On a partner's tabs
 * they must act for the partner instead: while such a tab is open, their calls carry the
 * partner as the selected vendor (X-Vendor-Id), which the API honours only for a vendor that
 * manages the partner (its tenancy), and refuses otherwise.
 */
const PANEL_PATHS = ['agreement', 'business-entity', 'company-doc', 'company-bank-account', 'vendor-service', 'reference-options']
  .map((p) => `${API_URL}/${p}`)
let actingPartner: number | null = null

httpClient.interceptors.request.use((config) => {
  const url = config.url ?? ''
  if (actingPartner !== null && PANEL_PATHS.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`))) {
    config.headers.set('X-Vendor-Id', String(actingPartner))
  }
  return config
})

/** True once the partner is the panels' vendor; panels render only then (their first call must carry it). */
export function usePartnerScope(partnerId: number | null) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    actingPartner = partnerId
    setReady(partnerId !== null)
    return () => { actingPartner = null; setReady(false) }
  }, [partnerId])
  return ready
}
