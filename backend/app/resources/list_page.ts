/** The one shape every list answers with (shell §7): a page of items, the total, and the next page or null. */
export interface ListPage<T> { items: T[]; itemsTotal: number; nextPage: number | null }

/** A page of `total` rows; without paging, the whole list on one page. */
export function listPage<T>(items: T[], paging?: { total: number; page: number; perPage: number }): ListPage<T> {
  if (!paging) return { items, itemsTotal: items.length, nextPage: null }
  const { total, page, perPage } = paging
  return { items, itemsTotal: total, nextPage: page * perPage < total ? page + 1 : null }
}
