import { displayDate } from './display-date.js'
import { formatDecimal, formatNumber } from './locale-format.js'

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/
const DECIMAL = /^-?\d+(?:\.\d+)?$/
const isAmount = (key: string) => key === 'amount' || key.endsWith('_amount')
/** Day and hour counts ('1.5' days is '1,5' in German, issue 43 §7), their decimals kept. */
const isQuantity = (key: string) => /(^|_)(days|hours|available)$/.test(key)

/**
 * The values of a stored message (a notification's params) as its reader reads them (issue 17):
 * calendar dates as 'DD MMM YYYY' with the month in their language, amounts grouped and pointed
 * their way, day and hour counts pointed their way. Everything else — names, codes, years — is
 * passed through untouched.
 */
export function localizeParams(params: Record<string, unknown>, lng: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => {
    if (typeof value === 'string' && CALENDAR_DAY.test(value)) return [key, displayDate(value, lng)]
    if (isAmount(key) && (typeof value === 'string' || typeof value === 'number') && DECIMAL.test(String(value))) return [key, formatDecimal(String(value), lng)]
    if (isQuantity(key) && (typeof value === 'string' || typeof value === 'number') && DECIMAL.test(String(value))) return [key, formatNumber(String(value), lng)]
    return [key, value]
  }))
}
