import db from '@adonisjs/lucid/services/db'
import { getResource, translatedFields, translatedText, type FieldDef, type ResourceDef } from '@hr/shared'

type Row = Record<string, unknown>

/** `translations`: the target's column holding the label in other languages (issue 43 §7), if any. */
type Labelled = { field: FieldDef; target: ResourceDef; column: string; translations?: string }
const labelledOf = new WeakMap<ResourceDef, Labelled[]>()

/** The reference fields whose label can be read from the referenced table (its labelField is a plain, visible column). */
function labelledReferences(def: ResourceDef): Labelled[] {
  let labelled = labelledOf.get(def)
  if (!labelled) labelledOf.set(def, (labelled = findLabelled(def)))
  return labelled
}

function findLabelled(def: ResourceDef): Labelled[] {
  return def.fields.flatMap((field) => {
    if (field.type !== 'reference' || !field.reference) return []
    const target = getResource(field.reference.resource)
    const column = field.reference.labelField
    if (!target.fields.some((f) => f.name === column) || target.hiddenColumns?.includes(column)) return []
    const translations = translatedFields(target).find((t) => t.translates === column)?.name
    return [{ field, target, column, translations }]
  })
}

/**
 * Adds `_labels` to rows the user may read: the display label of each reference the row holds
 * (e.g. `{ contract_entity_id: 'Globex Asia Pte Ltd' }`). A reader of the row sees what it points
 * at without listing the referenced resource, which their role may not do (issue 20 §6: an
 * employee reads their employment terms but may not list business entities). Only fields still
 * in the row are labelled, so a field the user may not read (FieldDef.requires) stays hidden.
 */
export async function withReferenceLabels<T extends Row>(def: ResourceDef, rows: T[], lang = 'en'): Promise<(T & { _labels: Record<string, string> })[]> {
  const labelled = rows.map((row) => Object.assign(row, { _labels: {} as Record<string, string> }))
  const wanted = labelledReferences(def)
    .map((ref) => ({ ...ref, ids: [...new Set(labelled.map((r) => r[ref.field.name]).filter((v): v is number => typeof v === 'number'))] }))
    .filter((ref) => ref.ids.length)
  if (!wanted.length) return labelled
  // Every reference column's labels in one statement (a round trip costs more than the SQL here).
  // The label is read as text, so the union's branches agree whatever the label column's type.
  const branch = (i: number) => (q: any) => q.from(wanted[i].target.table).whereIn('id', wanted[i].ids)
    .select(db.raw(`${i} as ref`), 'id', db.raw('cast(?? as text) as label', [wanted[i].column]),
      wanted[i].translations ? db.raw('cast(?? as text) as tr', [wanted[i].translations!]) : db.raw('cast(null as text) as tr'))
  let query = branch(0)(db.query())
  for (let i = 1; i < wanted.length; i++) query = query.unionAll(branch(i))
  const byRef = wanted.map(() => new Map<number, string>())
  for (const r of await query) if (r.label !== null) byRef[Number(r.ref)].set(Number(r.id), translatedText(String(r.label), r.tr, lang))
  wanted.forEach(({ field }, i) => {
    for (const row of labelled) {
      const label = byRef[i].get(row[field.name] as number)
      if (label !== undefined && field.name in row) row._labels[field.name] = label
    }
  })
  return labelled
}

export async function withReferenceLabel<T extends Row>(def: ResourceDef, row: T, lang = 'en') {
  return (await withReferenceLabels(def, [row], lang))[0]
}

const labelColumn = (i: number) => `label_${i}__`
const translationsColumn = (i: number) => `label_${i}_tr__`
const LABELLED = 'labelled__'

/**
 * A read (`rows`: scoped, filtered, sorted and paged) with the labels of its references selected
 * in the same statement, as withReferenceLabels reads them: `rows` becomes a subquery and each
 * labelled reference a LEFT JOIN on the referenced row's id, so only the page's rows are joined.
 * One statement instead of two: a round trip costs the app more CPU than this SQL (issue 18 §3).
 * The order is applied again outside, as a join may change it. labelsOf reads the labels back.
 */
export function selectLabels(def: ResourceDef, client: { query(): any }, rows: any, order: { field: string; direction: 'asc' | 'desc' }[] = []) {
  const refs = labelledReferences(def)
  if (!refs.length) return rows
  const q = client.query().from(rows.as(LABELLED)).select(`${LABELLED}.*`)
  refs.forEach(({ field, target, column, translations }, i) => {
    const alias = `l${i}__`
    q.leftJoin(`${target.table} as ${alias}`, `${alias}.id`, `${LABELLED}.${field.name}`)
    q.select(db.raw('cast(?? as text) as ??', [`${alias}.${column}`, labelColumn(i)]))
    if (translations) q.select(db.raw('cast(?? as text) as ??', [`${alias}.${translations}`, translationsColumn(i)]))
  })
  for (const s of order) q.orderBy(`${LABELLED}.${s.field}`, s.direction)
  return q
}

/**
 * The `_labels` of a row read through selectLabels (`raw`), for the fields still in the row as
 * presented: a field the reader may not see (FieldDef.requires) was removed, and keeps no label.
 */
export function labelsOf(def: ResourceDef, raw: Row, presented: Row, lang = 'en'): Record<string, string> {
  const labels: Record<string, string> = {}
  labelledReferences(def).forEach(({ field }, i) => {
    const label = raw[labelColumn(i)]
    if (label !== null && label !== undefined && typeof presented[field.name] === 'number') labels[field.name] = translatedText(String(label), raw[translationsColumn(i)], lang)
  })
  return labels
}
