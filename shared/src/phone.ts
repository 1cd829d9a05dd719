import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'

/** Domain §3 "Phone default": a number typed without a country code is read as a US (+1) number. */
export const PHONE_DEFAULT = { country: 'US', code: '1' } as const

/**
 * The country a phone input starts with: the company's (the acting customer's country), so its
 * people type local numbers as they know them; the US (+1) only when the company has none, or one
 * without a dial code.
 */
export function phoneDefaultCountry(companyCountry?: string | null): string {
  const code = (companyCountry ?? '').trim().toUpperCase()
  return code && dialCodeOf(code) ? code : PHONE_DEFAULT.country
}

export interface PhoneParts {
  /** ISO country the number belongs to (the default when it cannot be told) */
  country: string
  /** the dial code, digits only ("65") */
  code: string
  /** the number within the country, as it is written there */
  national: string
}

/**
 * A phone number in the one form the platform stores ("+65 8123 4567", international format), or
 * null when it cannot be a phone number of any country: libphonenumber-js checks the length for
 * the dial code, so typing errors are caught while numbers of new ranges still pass.
 */
export function normalisePhone(text: string, defaultCountry: string = PHONE_DEFAULT.country): string | null {
  const parsed = parsePhoneNumberFromString(text.trim(), defaultCountry as CountryCode)
  return parsed && parsed.isPossible() ? parsed.formatInternational() : null
}

/** The dial code of a country ("SG" → "65"), or null for a country without one. */
export function dialCodeOf(country: string): string | null {
  try {
    return getCountryCallingCode(country.toUpperCase() as CountryCode)
  } catch {
    return null
  }
}

/** A stored number split for the picker and the input; text that is no number stays in `national`. */
export function phoneParts(value: string | null | undefined, defaultCountry: string = PHONE_DEFAULT.country): PhoneParts {
  const parsed = value ? parsePhoneNumberFromString(value, defaultCountry as CountryCode) : undefined
  if (!parsed) return { country: defaultCountry, code: dialCodeOf(defaultCountry) ?? '', national: value ?? '' }
  return { country: parsed.country ?? defaultCountry, code: parsed.countryCallingCode, national: parsed.formatNational() }
}
