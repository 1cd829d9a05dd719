import type { FieldDef } from './catalogue/types.js'

/** What a list column of a field shows for one row (FieldDef.listFallback, FieldDef.listMask). */
export interface ListCell {
  /** the field the value comes from: the column's own, or the first fallback the row filled */
  field: string
  value: unknown
  /** true when `value` is the masked text, not the stored value */
  masked: boolean
}

const filled = (value: unknown) => value !== null && value !== undefined && String(value).trim() !== ''

/** How a masked identifier starts: the hidden characters, whatever their count. */
export const MASK_PREFIX = '••••'

/**
 * An account identifier with all but its last `visible` characters hidden ("DE89 3704 0044 0532
 * 0130 00" → "•••• 3000"). Spaces typed for readability do not count; a value no longer than what
 * stays visible is shown as it is, since nothing of it would be hidden.
 */
export function maskIdentifier(value: string, visible = 4): string {
  const compact = value.replace(/\s+/g, '')
  return compact.length <= visible ? compact : `${MASK_PREFIX} ${compact.slice(-visible)}`
}

/** The value a list column of `field` shows for `row`: its own, else the first filled fallback, masked if the field says so. */
export function listCell(field: FieldDef, row: Record<string, unknown>): ListCell {
  const source = [field.name, ...(field.listFallback ?? [])].find((name) => filled(row[name])) ?? field.name
  const value = row[source]
  if (field.listMask === 'last4' && filled(value)) return { field: source, value: maskIdentifier(String(value)), masked: true }
  return { field: source, value, masked: false }
}
