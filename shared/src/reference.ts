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

/** Pay item categories (domain §9); statutory contributions and personal tax are the platform's to define. */
export const PAY_ITEM_CATEGORIES = [
  'salary', 'bonus', 'allowance', 'er_contribution', 'ee_contribution', 'calculation_field', 'insurance_premium',
  'ee_tax', 'other_cost', 'provision', 'deduction', 'contractor_pay',
] as const
/** Domain §5: only a superadmin may choose these categories. */
export const SUPERADMIN_ONLY_PAY_CATEGORIES = ['ee_contribution', 'ee_tax', 'er_contribution'] as const
export const GROSS_TYPES = ['gross', 'net', 'ctc'] as const
export const PAY_OPTIONS = ['non_deductible', 'gross_up', 'deductible'] as const
