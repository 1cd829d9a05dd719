import type { AnyRow } from '@hr/shared'
import { API_URL, httpClient } from '../../../providers/http'
import type { DictionaryEntry, EntryChanges } from './data-item-logic'


/** The dictionary of one data item (GET /api/data-item-entry filtered by the item). */
export async function listEntries(itemId: number): Promise<DictionaryEntry[]> {
  const { data } = await httpClient.get<{ items: (DictionaryEntry & { id: number })[] }>(
    `${API_URL}/data-item-entry?filter[data_item_id]=${itemId}&external[page]=1&external[per_page]=1000`,
  )
  return data.items.map(({ id, key, lang, value }) => ({ id, key, lang, value }))
}

/** Creates an item, or updates one (the API's POST { update_data }). */
export async function saveItem(id: number | null, body: Record<string, unknown>): Promise<AnyRow> {
  const { data } = id === null
    ? await httpClient.post<AnyRow>(`${API_URL}/data-item`, body)
    : await httpClient.post<AnyRow>(`${API_URL}/data-item/${id}`, { update_data: body })
  return data
}

export const deleteItem = (id: number) => httpClient.delete(`${API_URL}/data-item/${id}`)

/** A dictionary write that failed: which editor row, and the API's error. */
export class EntryError extends Error {
  constructor(public index: number | null, public cause: unknown) { super('entry') }
}

/** Writes the editor's changes one by one (deletes first); the first failure names its row. */
export async function saveEntries(itemId: number, changes: EntryChanges) {
  for (const id of changes.remove) {
    try { await httpClient.delete(`${API_URL}/data-item-entry/${id}`) } catch (e) { throw new EntryError(null, e) }
  }
  for (const u of changes.update) {
    try { await httpClient.post(`${API_URL}/data-item-entry/${u.id}`, { update_data: u.body }) } catch (e) { throw new EntryError(u.index, e) }
  }
  for (const c of changes.create) {
    try { await httpClient.post(`${API_URL}/data-item-entry`, { ...c.body, data_item_id: itemId }) } catch (e) { throw new EntryError(c.index, e) }
  }
}
