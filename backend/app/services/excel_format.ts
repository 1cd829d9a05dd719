/** The number format of an amount cell with the currency's digits: '#,##0.00' for 2 digits, '#,##0' for 0 digits. */
export function amountFormat(digits: number): string {
  return digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0'
}
