import { displayDate } from '@hr/shared'
import { formatMoney } from '../people/contractor/contract-logic'
import { formatDayTime } from '../../i18n/format'

/** Payroll screens' display formats (shell §9): dates 'DD MMM YYYY', times 'HH:mm, DD MMM YYYY', money as decimal text. */
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
