import db from '@adonisjs/lucid/services/db'
import { getResource, type FieldDef, type ResourceDef } from '@hr/shared'

type Row = Record<string, unknown>

/** The reference fields whose label can be read from the referenced table (its labelField is a plain, visible column). */
function labelledReferences(def: ResourceDef): { field: FieldDef; target: ResourceDef; column: string }[] {
  return def.fields.flatMap((field) => {
    if (field.type !== 'reference' || !field.reference) return []
    const target = getResource(field.reference.resource)
    const column = field.reference.labelField
    if (!target.fields.some((f) => f.name === column) || target.hiddenColumns?.includes(column)) return []
    return [{ field, target, column }]
  })
}

/**
 * Adds `_labels` to rows the user may read: the display label of each reference the row holds
 * (e.g. `{ contract_entity_id: 'Globex Asia Pte Ltd' }`). A reader of the row sees what it points
 * at without listing the referenced resource, which their role may not do (issue 20 §6: an
 * employee reads their employment terms but may not list business entities). Only fields still
 * in the row are labelled, so a field the user may not read (FieldDef.requires) stays hidden.
 */
export async function withReferenceLabels<T extends Row>(def: ResourceDef, rows: T[]): Promise<(T & { _labels: Record<string, string> })[]> {
  const refs = labelledReferences(def)
  const labelled = rows.map((row) => Object.assign(row, { _labels: {} as Record<string, string> }))
  for (const { field, target, column } of refs) {
    const ids = [...new Set(labelled.map((r) => r[field.name]).filter((v): v is number => typeof v === 'number'))]
    if (!ids.length) continue
    const found = await db.from(target.table).whereIn('id', ids).select('id', column)
    const byId = new Map(found.map((r) => [Number(r.id), r[column]]))
    for (const row of labelled) {
      const label = byId.get(row[field.name] as number)
      if (label === null || label === undefined || !(field.name in row)) continue
      row._labels[field.name] = label instanceof Date ? label.toISOString().slice(0, 10) : String(label)
    }
  }
  return labelled
}

export async function withReferenceLabel<T extends Row>(def: ResourceDef, row: T) {
  return (await withReferenceLabels(def, [row]))[0]
}
