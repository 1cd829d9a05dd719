/**
 * ISO 3166 country options for filters and pickers, named by the browser's Intl data in the UI
 * language (no hand-typed list to drift). Region codes that are not countries are left out.
 */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ'])

export function countryOptions(lang = 'en'): { value: string; label: string }[] {
  let names: Intl.DisplayNames
  try {
    names = new Intl.DisplayNames([lang, 'en'], { type: 'region' })
  } catch {
    names = new Intl.DisplayNames(['en'], { type: 'region' })
  }
  const out: { value: string; label: string }[] = []
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b)
      if (NOT_COUNTRIES.has(code)) continue
      const name = names.of(code)
      if (name && name !== code) out.push({ value: code, label: `${name} (${code})` })
    }
  }
  return out.sort((x, y) => x.label.localeCompare(y.label))
}
