import { writableFields, type FieldDef, type ResourceDef } from '@hr/shared'

/** A plausible value of a field's type, unique per `n` where it must be (e-mails, domains). */
export function sample(f: FieldDef, n: number): unknown {
  switch (f.type) {
    case 'email': return `matrix.${n}.${Date.now()}@leak.test`
    case 'enum': return f.enum![0]
    case 'boolean': return false
    case 'date': return '2020-01-01'
    case 'country': return 'SG'
    case 'integer': return 1
    default: return f.pattern === 'domain' ? `matrix${n}.leak.test` : `Matrix ${n}`
  }
}

/**
 * A create body with every required field but references, synchronously (the bad-input suite's base
 * body); rows and bodies with their references are the row factory's (app/resources/row_factory.ts).
 */
export function createPayload(def: ResourceDef, n: number) {
  return Object.fromEntries(writableFields(def).filter((f) => f.required && f.type !== 'reference').map((f) => [f.name, sample(f, n)]))
}
