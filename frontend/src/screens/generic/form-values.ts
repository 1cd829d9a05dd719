import { writableFields, type ResourceDef } from '@hr/shared'

/**
 * Form values as the API body. Create leaves empty inputs out so catalogue defaults apply;
 * edit sends a cleared input as null so the stored value is really cleared.
 */
export function toPayload(def: ResourceDef, values: Record<string, unknown>, mode: 'create' | 'edit') {
  const out: Record<string, unknown> = {}
  for (const f of writableFields(def)) {
    if (!(f.name in values)) continue
    const v = values[f.name]
    if (mode === 'create') {
      if (v !== undefined && v !== null && v !== '') out[f.name] = v
    } else {
      out[f.name] = v === undefined ? null : v
    }
  }
  return out
}

export const defaultValues = (def: ResourceDef) =>
  Object.fromEntries(writableFields(def).filter((f) => f.default !== undefined).map((f) => [f.name, f.default]))
