/** Reference rules of the data cloud (domain §9). */

/** Weekend days as weekday numbers (0 = Sunday): Saturday and Sunday, or Friday and Saturday in these countries. */
const FRIDAY_SATURDAY = new Set(['BH', 'DZ', 'KW', 'OM', 'QA', 'SA', 'SD', 'YE'])
export const DEFAULT_WEEKEND = '6,0'

export function weekendPolicy(countryCode: string): string {
  return FRIDAY_SATURDAY.has(countryCode.toUpperCase()) ? '5,6' : DEFAULT_WEEKEND
}

export const DAY_TYPES = ['working', 'calendar'] as const
export const PAY_FREQUENCIES = ['one_time', 'hourly', 'daily', 'weekly', 'bi_weekly', 'semi_monthly', 'monthly', 'quarterly', 'half_yearly', 'yearly'] as const
export const PAYROLL_CURRENCIES = ['USD', 'EUR', 'CNY', 'GBP', 'JPY', 'AUD', 'SGD', 'CHF', 'CAD', 'HKD'] as const

/** Document types (domain §9); they are also the folders documents are filed in. */
export const DOCUMENT_TYPES = ['payslip', 'personal', 'work', 'company', 'order', 'others'] as const
