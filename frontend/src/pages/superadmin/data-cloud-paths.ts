/** The data-cloud section a path belongs to: the superadmin's (current or old) or the vendor's read-only view. */
export function dataCloudBase(pathname: string): string {
  for (const base of ['/superadmin/data-cloud-old', '/superadmin/data-cloud', '/vendor/data-cloud']) {
    if (pathname === base || pathname.startsWith(`${base}/`)) return base
  }
  return '/superadmin/data-cloud'
}

/** Weekend policy "6,0" as weekday names, via dayjs-free Intl (0 = Sunday). */
export function weekendDays(policy: string, lang: string): string {
  const sunday = new Date(Date.UTC(2023, 0, 1))
  return policy.split(',').map((d) => {
    const day = new Date(sunday.getTime() + Number(d) * 86400000)
    return new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(day)
  }).join(', ')
}
