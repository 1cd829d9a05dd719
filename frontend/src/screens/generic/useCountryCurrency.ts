import { useEffect, useRef, useState } from 'react'
import { Form, type FormInstance } from 'antd'
import type { ResourceDef } from '@hr/shared'
import { loadCountries, type Country } from '../../components/CountrySelect'
import { currencyAfterCountryChange } from './country-currency'

/**
 * Fills the form's currency from its country as the user picks it (a bank account's currency from
 * its bank country, domain §3), with the country list's currencies (GET /api/countries).
 */
export function useCountryCurrency(form: FormInstance, def: ResourceDef) {
  const field = def.fields.find((f) => f.currencyOf)
  // useWatch must run on every render; a resource without the rule watches a name no form has.
  const country = Form.useWatch(field?.currencyOf ?? '__no_currency_country', form) as string | null | undefined
  const [countries, setCountries] = useState<Country[] | null>(null)
  const seen = useRef<string | null | undefined>(undefined)
  useEffect(() => {
    if (field) loadCountries().then(setCountries, () => undefined)
  }, [field])
  useEffect(() => {
    if (!field || !countries) return
    const previous = seen.current
    seen.current = country
    // No country (the form reset or closed): nothing to follow, and the form may be gone.
    if (previous === country || !country) return
    const currencyOf = (code: string) => countries.find((c) => c.code === code)?.currency
    const next = currencyAfterCountryChange(previous, country, form.getFieldValue(field.name), currencyOf)
    if (next) form.setFieldValue(field.name, next)
  }, [field, countries, country, form])
}
