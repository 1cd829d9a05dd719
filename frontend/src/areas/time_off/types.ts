import type { TableProps } from 'antd'
import type { CrudSort } from '@refinedev/core'
import type { leave, publicHoliday, RowOf } from '@hr/shared'

/** A leave request as GET /api/leave lists it (days as one-decimal text): the declaration's row. */
export type LeaveRow = RowOf<typeof leave>

/** A public holiday as the data cloud lists it (national, or one region's). */
export type Holiday = RowOf<typeof publicHoliday>

/** The company's leave rules (GET/POST /api/leave-setting): one record, not a catalogue row. */
export interface LeaveSettings { allow_negative: boolean; day_count: 'working' | 'calendar'; carry_over_max: string; carry_over_expiry: string }

/** One page of a list the server pages and sorts (Refine's useTable): its table props and sorters. */
export interface LeavePage { tableProps: TableProps<LeaveRow>; sorters: CrudSort[] }
