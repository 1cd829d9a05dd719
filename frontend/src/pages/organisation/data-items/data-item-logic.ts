/** One dictionary entry of a data item (domain §3 EDT/CDT): its label ('data') or notes in one language. */
export interface DictionaryEntry { id?: number; key: 'data' | 'notes'; lang: string; value: string }

const sameSlot = (a: Pick<DictionaryEntry, 'key' | 'lang'>, b: Pick<DictionaryEntry, 'key' | 'lang'>) =>
  a.key === b.key && norm(a.lang) === norm(b.lang)
const norm = (lang: string | undefined) => (lang ?? '').trim().toLowerCase()

/**
 * The rows that repeat a key and language an earlier row already has ("Please remove duplicate
 * language."): the same rule as the API's unique (data_item_id, key, lang), checked before a round trip.
 */
export function duplicateLanguageRows(entries: (Partial<DictionaryEntry> | undefined)[]): number[] {
  const out: number[] = []
  entries.forEach((e, i) => {
    if (!e?.key || !norm(e.lang)) return
    if (entries.slice(0, i).some((p) => p?.key && sameSlot(p as DictionaryEntry, e as DictionaryEntry))) out.push(i)
  })
  return out
}

export interface EntryChanges {
  remove: number[]
  update: { index: number; id: number; body: Omit<DictionaryEntry, 'id'> }[]
  create: { index: number; body: Omit<DictionaryEntry, 'id'> }[]
}

/**
 * What saving the dictionary editor writes: stored entries no longer listed are deleted, changed
 * ones updated, new ones created. Deletes go first so a language moved to another row is free again.
 */
export function entryChanges(stored: DictionaryEntry[], edited: DictionaryEntry[]): EntryChanges {
  const kept = new Set(edited.map((e) => e.id).filter((id): id is number => id !== undefined))
  const byId = new Map(stored.map((e) => [e.id, e]))
  const body = (e: DictionaryEntry) => ({ key: e.key, lang: norm(e.lang), value: e.value.trim() })
  const changes: EntryChanges = { remove: stored.filter((e) => e.id !== undefined && !kept.has(e.id)).map((e) => e.id!), update: [], create: [] }
  edited.forEach((e, index) => {
    const before = e.id !== undefined ? byId.get(e.id) : undefined
    if (!before) changes.create.push({ index, body: body(e) })
    else if (before.key !== e.key || norm(before.lang) !== norm(e.lang) || before.value !== e.value.trim()) {
      changes.update.push({ index, id: e.id!, body: body(e) })
    }
  })
  return changes
}

/** After a partly written save: the editor's new rows that are stored now get their ids, so a retry updates them. */
export function withStoredIds(edited: DictionaryEntry[], stored: DictionaryEntry[]): DictionaryEntry[] {
  const used = new Set<number | undefined>(edited.map((e) => e.id).filter((id) => id !== undefined))
  return edited.map((e) => {
    if (e.id !== undefined) return e
    const match = stored.find((s) => !used.has(s.id) && s.key === e.key && s.lang === norm(e.lang) && s.value === e.value.trim())
    if (!match) return e
    used.add(match.id)
    return { ...e, id: match.id }
  })
}
