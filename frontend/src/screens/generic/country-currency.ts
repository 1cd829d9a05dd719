/**
 * The currency a form should hold once its country changed (FieldDef.currencyOf), or undefined to
 * leave it: an empty currency, or the one the previous country gave, follows the new country; a
 * currency the user chose stays.
 */
export function currencyAfterCountryChange(
  previousCountry: string | null | undefined,
  country: string | null | undefined,
  currency: string | null | undefined,
  currencyOf: (country: string) => string | null | undefined,
): string | undefined {
  if (!country) return undefined
  const next = currencyOf(country)
  if (!next || next === currency) return undefined
  const derived = previousCountry ? currencyOf(previousCountry) : undefined
  return !currency || currency === derived ? next : undefined
}
