import type { ComponentType, ReactNode } from 'react'
import type { BaseRecord, CrudFilter } from '@refinedev/core'
import type { TableColumnType } from 'antd'
import type { TFunction } from 'i18next'
import type { ResourceDef } from '@hr/shared'
import type { Profile } from '../providers/profile'
import { searchFilters, type FilterValues } from './generic/filters'

/**
 * What a resource adds to the generic list and show screens instead of replacing them (issue 45 §3):
 * declared per resource beside the overrides (screens/overrides.ts `slots`, an area's `slots`).
 * Components may be lazy (each is drawn inside its own Suspense); functions stay small and eager.
 */

/** What the list's toolbar and row slots receive: the resource and the rows ticked (when `selectable`). */
export interface ListSlotProps {
  def: ResourceDef
  selected: number[]
  clearSelection: () => void
}

export interface ListSlots {
  /** above the list's card: a section's links, an import panel */
  header?: ComponentType<{ resource: string }>
  /** between the filters and the table: actions on the list or on the ticked rows */
  toolbar?: ComponentType<ListSlotProps>
  /** whether this user may tick rows (for the toolbar's bulk actions) */
  selectable?: (profile: Profile | null) => boolean
  /** columns after the catalogue's, before the row actions */
  columns?: (t: TFunction) => TableColumnType<BaseRecord>[]
  /** how a catalogue field's cell shows (e.g. an absent region as "National") */
  cells?: Record<string, (value: unknown, row: BaseRecord, t: TFunction) => ReactNode>
  /** false: no show / edit / delete column (rows ticked for bulk actions, opened by their title link) */
  actions?: boolean
  /** more actions on a row, after show / edit / delete */
  rowActions?: ComponentType<{ def: ResourceDef; record: BaseRecord }>
  /** more controls in the filter bar (Form.Items) and the filters their values make */
  filters?: { Items: ComponentType<{ def: ResourceDef }>; toFilters: (values: FilterValues) => CrudFilter[] }
  /** the filter bar's values the list opens with, read from the page's own query (?country=NZ) */
  initialFilters?: (params: URLSearchParams) => FilterValues | undefined
}

export interface ShowSlots {
  /** actions in the page header, beside edit and delete */
  actions?: ComponentType<{ resource: string; record: BaseRecord }>
  /** a panel under the record's fields (a vendor's terms PDF) */
  detail?: ComponentType<{ resource: string; record: BaseRecord }>
}

export interface ResourceSlots {
  list?: ListSlots
  show?: ShowSlots
}

/** The filter bar's values as the list's filters: the catalogue's and the slot's own controls. */
export function listFilters(def: ResourceDef, slots: ListSlots | undefined, values: FilterValues): CrudFilter[] {
  return [...searchFilters(def, values), ...(slots?.filters?.toFilters(values) ?? [])]
}

/** The filters a list opens with (only those with a value: Refine keeps an initial filter as given). */
export function openingFilters(def: ResourceDef, slots: ListSlots | undefined, params: URLSearchParams) {
  const values = slots?.initialFilters?.(params)
  if (!values) return { values: undefined, filters: [] as CrudFilter[] }
  return { values, filters: listFilters(def, slots, values).filter((f) => 'field' in f && f.value !== undefined) }
}
