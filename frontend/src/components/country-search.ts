/** A country option of the pickers: the ISO code as value, the localised name as label. */
export interface CountryOption { value: string; label: string }

const norm = (s: string) => s.trim().toLowerCase()

/** Whether a country option answers the search: a part of its name, or its code. */
export function matchCountry(input: string, option?: CountryOption): boolean {
  if (!option) return false
  const q = norm(input)
  if (!q) return true
  return norm(option.label).includes(q) || (q.length <= 2 && norm(option.value).startsWith(q))
}

/** Order of the matches: the exact code first, then names starting with the search, then the rest by name. */
export function codeFirst(a: CountryOption, b: CountryOption, info?: { searchValue: string }): number {
  const q = norm(info?.searchValue ?? '')
  const rank = (o: CountryOption) => (q && norm(o.value) === q ? 0 : q && norm(o.label).startsWith(q) ? 1 : 2)
  return rank(a) - rank(b) || a.label.localeCompare(b.label)
}
