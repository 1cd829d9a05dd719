/**
 * The field list of `make:resource --fields`: `name:type[:required]`, comma-separated. Types are the
 * catalogue's (string, text, email, phone, integer, boolean, decimal, money, date, datetime,
 * country) plus `enum(a|b|c)` and `ref(resource)`.
 */
export interface FieldSpec {
  name: string
  type: 'string' | 'text' | 'email' | 'phone' | 'integer' | 'boolean' | 'decimal' | 'money' | 'date' | 'datetime' | 'country' | 'enum' | 'reference'
  required: boolean
  values?: string[]
  reference?: string
}

const SIMPLE = new Set(['string', 'text', 'email', 'phone', 'integer', 'boolean', 'decimal', 'money', 'date', 'datetime', 'country'])
const NAME = /^[a-z][a-z0-9_]{0,62}$/

export class FieldSpecError extends Error {}

export function parseFieldSpecs(spec: string): FieldSpec[] {
  // Commas separate fields; the ones inside enum(...) or ref(...) never appear (values use |).
  const parts = spec.split(',').map((s) => s.trim()).filter(Boolean)
  if (!parts.length) throw new FieldSpecError('--fields names no field (e.g. --fields "name:string:required")')
  const fields = parts.map((part) => {
    const [name, type = '', flag] = part.split(':').map((s) => s.trim())
    if (!NAME.test(name)) throw new FieldSpecError(`"${name}" is not a field name (snake_case letters and digits)`)
    if (flag !== undefined && flag !== 'required') throw new FieldSpecError(`"${part}": the only flag is ":required"`)
    const required = flag === 'required'
    const enumMatch = /^enum\(([a-z0-9_|]+)\)$/.exec(type)
    if (enumMatch) return { name, type: 'enum' as const, required, values: enumMatch[1].split('|').filter(Boolean) }
    const refMatch = /^ref\(([a-z][a-z0-9_]*)\)$/.exec(type)
    if (refMatch) return { name, type: 'reference' as const, required, reference: refMatch[1] }
    if (!SIMPLE.has(type)) throw new FieldSpecError(`"${part}": unknown type "${type}"`)
    return { name, type: type as FieldSpec['type'], required }
  })
  const names = fields.map((f) => f.name)
  const twice = names.find((n, i) => names.indexOf(n) !== i)
  if (twice) throw new FieldSpecError(`"${twice}" is named twice`)
  return fields
}
