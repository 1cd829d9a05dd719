import { DATE_FORMAT } from './constants.js'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A stored YYYY-MM-DD date as texts outside the SPA show it (e-mails, PDFs): DATE_FORMAT, 'DD MMM YYYY'. */
export function displayDate(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(iso ?? ''))
  if (!m) return String(iso ?? '')
  return DATE_FORMAT.replace('DD', m[3]).replace('MMM', MONTHS[Number(m[2]) - 1]).replace('YYYY', m[1])
}
