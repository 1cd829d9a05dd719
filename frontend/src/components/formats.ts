import { displayDate, formatDecimal } from '@hr/shared'
import { formatDayTime } from '../i18n/format'

/** Display formats every area's screens share (shell §9): dates 'DD MMM YYYY', times 'HH:mm, DD MMM YYYY', money as decimal text. */
export const EMPTY = '—'

/** A stored YYYY-MM-DD date (the shared helper reads the text; no time zone shift). */
export const fmtDate = (value: string | null | undefined) => (value ? displayDate(value) : EMPTY)

/** An ISO instant (UTC) in the viewer's local time. */
export const fmtDateTime = (value: string | null | undefined) => (value ? formatDayTime(value) : EMPTY)

export const fmtPeriod = (start: string | null | undefined, end: string | null | undefined) =>
  start && end && start !== end ? `${fmtDate(start)} – ${fmtDate(end)}` : fmtDate(start ?? end)

/** Money from the API's decimal string, grouped, 2+ decimals, never through a float. */
export const fmtMoney = (amount: unknown, currency?: unknown) => {
  const text = formatMoney(amount, currency)
  return text || EMPTY
}

/** A signed change, coloured by its sign without reading it as a number. */
export const isNegative = (amount: unknown) => String(amount ?? '').trim().startsWith('-')

/**
 * An amount as the screens show money (domain §9: 2 decimals), grouped by thousands, from the
 * API's decimal string — string arithmetic, never a float.
 */
export function formatMoney(amount: unknown, currency?: unknown): string {
  if (amount === null || amount === undefined || amount === '') return ''
  const text = String(amount).trim()
  if (!/^-?\d+(?:\.\d+)?$/.test(text)) return String(amount)
  // Grouped and pointed the shown language's way (issue 17), from the exact decimal text.
  return `${currency ? `${String(currency)} ` : ''}${formatDecimal(text)}`
}
