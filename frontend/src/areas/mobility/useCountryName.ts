import { useTranslation } from 'react-i18next'
import { countryName } from './mobility-logic'

/** Country codes by name in the UI language. */
export function useCountryName() {
  const { i18n } = useTranslation()
  return (code: string | null | undefined) => countryName(code, i18n.language) || '—'
}
