/**
 * Shell §2.3 country-guide link: an external page opened in a new tab, only when the user's vendor
 * carries if_marco_link. English has no path prefix, Chinese uses `cn/`. The site itself is not
 * named by the spec: it is configuration (VITE_COUNTRY_GUIDE_URL).
 */
export const COUNTRY_GUIDE_BASE = (import.meta.env.VITE_COUNTRY_GUIDE_URL as string | undefined) || 'https://countryguide.example.com/'

export function countryGuideUrl(language: string, base: string = COUNTRY_GUIDE_BASE): string {
  const root = base.endsWith('/') ? base : `${base}/`
  return language.toLowerCase().startsWith('zh') ? `${root}cn/` : root
}

export const showsCountryGuide = (profile: { platform_vendor_info?: { if_marco_link?: boolean } | null }) =>
  !!profile.platform_vendor_info?.if_marco_link
