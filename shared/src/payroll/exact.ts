import { Decimal as BaseDecimal } from 'decimal.js'

/**
 * The decimal type money and rates are computed with. decimal.js keeps 20 significant digits by
 * default: a 15-digit amount times a rate of 10 places needs more before its one rounding (a
 * property test found 4,999,950,000 × 20,001.0000000001 rounding up). 64 digits hold any amount ×
 * rate × proration this platform stores, exactly.
 */
export const Decimal = BaseDecimal.clone({ precision: 64 })
export type Decimal = BaseDecimal
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace Decimal {
  type Value = BaseDecimal.Value
}
