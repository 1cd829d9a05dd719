import dayjs, { type Dayjs } from 'dayjs'
import { API_DATE_FORMAT, displayDate, displayDateTime, monthFormat } from '@hr/shared'

/**
 * The screens' one way to show a day or an instant (issue 43 §7): the shared helpers write the
 * spec's 'DD MMM YYYY' / 'HH:mm, DD MMM YYYY' as the shown language does (2026年11月29日 in
 * Japanese), so every screen follows. Pickers take `dateFormat()` / `dateTimeFormat()` from @hr/shared.
 */
type DayValue = string | Date | Dayjs | null | undefined
const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/

/** A stored 'YYYY-MM-DD' (read as text, no time zone shift), an instant (its local day) or a picked day. */
export const formatDay = (value: DayValue): string => {
  if (value === null || value === undefined || value === '') return ''
  return displayDate(typeof value === 'string' && PLAIN_DAY.test(value) ? value : dayjs(value).format(API_DATE_FORMAT))
}

/** An instant in the viewer's local time. */
export const formatDayTime = (value: DayValue): string =>
  (value === null || value === undefined || value === '' ? '' : displayDateTime(dayjs(value).format('YYYY-MM-DDTHH:mm')))

/**
 * A month heading in the shown language ('Nov 2026', 2026年11月). A Dayjs keeps the language it was
 * made in, so a month held in a screen's state since before a switch is read in today's language.
 */
export const formatMonth = (value: Dayjs, long = false): string => value.locale(dayjs.locale()).format(monthFormat(undefined, long))
