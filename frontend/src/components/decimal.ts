/**
 * Exact arithmetic on the API's decimal strings ("1234.50", "-3.1") for the few sums the screens
 * show themselves (a register column's total, the BI view's cost by category): scaled BigInts,
 * never floats. Amounts shown as the API sent them stay as the API sent them.
 */
const DECIMAL = /^\s*(-)?(\d+)(?:\.(\d+))?\s*$/

export const isDecimal = (value: unknown): boolean => typeof value === 'string' && DECIMAL.test(value) && /\d/.test(value)

interface Scaled { units: bigint; scale: number }

function parse(value: string): Scaled | null {
  const m = DECIMAL.exec(value)
  if (!m) return null
  const fraction = m[3] ?? ''
  const units = BigInt(`${m[2]}${fraction}` || '0')
  return { units: m[1] === '-' ? -units : units, scale: fraction.length }
}

const rescale = (v: Scaled, scale: number) => v.units * 10n ** BigInt(scale - v.scale)

function render(units: bigint, scale: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0')
  const whole = digits.slice(0, digits.length - scale)
  const fraction = scale ? `.${digits.slice(digits.length - scale)}` : ''
  return `${negative ? '-' : ''}${whole}${fraction}`
}

/** The exact sum of decimal strings (blank or malformed entries are skipped), at the widest scale seen (at least 2). */
export function sumDecimals(values: Iterable<string | null | undefined>): string {
  const parsed: Scaled[] = []
  for (const v of values) {
    const p = typeof v === 'string' ? parse(v) : null
    if (p) parsed.push(p)
  }
  const scale = Math.max(2, ...parsed.map((p) => p.scale))
  return render(parsed.reduce((acc, p) => acc + rescale(p, scale), 0n), scale)
}

/** Whether two decimal strings are the same amount ("10.5" = "10.50"); text that is not a decimal compares as text. */
export function sameDecimal(a: string | null | undefined, b: string | null | undefined): boolean {
  const pa = parse(String(a ?? ''))
  const pb = parse(String(b ?? ''))
  if (!pa || !pb) return String(a ?? '').trim() === String(b ?? '').trim()
  const scale = Math.max(pa.scale, pb.scale)
  return rescale(pa, scale) === rescale(pb, scale)
}

/** A chart's coordinate (plotting only — never summed again). */
export const plotValue = (value: string | null | undefined): number => {
  const n = Number(value)
  return Number.isFinite(n) ? n : 0
}
