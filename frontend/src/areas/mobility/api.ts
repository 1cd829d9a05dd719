import { apiDelete, apiGet, apiPost, type ListEnvelope } from '../../providers/http-calls'
import type { FileDescriptor } from '../../components/upload/FilesInput'
import { caseListQuery, type CaseFilters } from './mobility-logic'

/**
 * The global mobility API (issue 16): visa cases and their comments (catalogue resources
 * mobility-case and mobility-comment), a case's status moves and timeline, and the run-off
 * paycycles a stopped expat may name. Money travels as decimal text, dates as YYYY-MM-DD.
 */
export const MOBILITY_KEY = 'mobility'

export interface MobilityCase {
  id: number
  person_id: number
  leaving_country: string
  visiting_country: string
  visa_type: string
  arrive_date: string | null
  visa_expiry_date: string | null
  /** the fees: absent for users who may not read them (employees, managers) */
  currency?: string | null
  service_fee?: string | null
  vendor_cost?: string | null
  files: FileDescriptor[] | null
  notes: string | null
  status: string
  status_changed_at: string | null
  created_by: number | null
  created_at: string | null
  updated_at?: string | null
  [k: string]: unknown
}

export interface MobilityComment {
  id: number
  case_id: number
  parent_id: number | null
  person_id: number
  body: string
  files: FileDescriptor[] | null
  created_by: number | null
  author_name: string | null
  edited_at: string | null
  created_at: string
}

export interface TimelineEntry {
  id: number
  from_status: string | null
  to_status: string
  notes: string | null
  actor_id: number | null
  actor_name: string | null
  created_at: string
}

export interface RunOffPaycycle { id: number; name: string; payroll_name: string; stage: string; period_start: string; period_end: string }

/** Cases by the list convention (filters as the list page and the person tab set them). */
export const listCases = (filters: CaseFilters, today: string) => apiGet<ListEnvelope<MobilityCase>>('/mobility-case', caseListQuery(filters, today))
export const getCase = (id: number) => apiGet<MobilityCase>(`/mobility-case/${id}`)
export const createCase = (body: Record<string, unknown>) => apiPost<MobilityCase>('/mobility-case', body)
export const updateCase = (id: number, data: Record<string, unknown>) => apiPost<MobilityCase>(`/mobility-case/${id}`, { update_data: data })
export const deleteCase = (id: number) => apiDelete(`/mobility-case/${id}`)
export const caseTimeline = (id: number) => apiGet<{ data: TimelineEntry[] }>(`/mobility-case/${id}/timeline`)

/** A case's comments, oldest first (the resource's default sort). */
export const listComments = (caseId: number) =>
  apiGet<ListEnvelope<MobilityComment>>('/mobility-comment', new URLSearchParams({ 'filter[case_id]': String(caseId), 'external[page]': '1', 'external[per_page]': '1000', sort: 'id' }).toString())
export const createComment = (body: { case_id: number; parent_id?: number | null; body: string; files?: FileDescriptor[] }) =>
  apiPost<MobilityComment>('/mobility-comment', body)
export const updateComment = (id: number, data: { body: string; files: FileDescriptor[] }) =>
  apiPost<MobilityComment>(`/mobility-comment/${id}`, { update_data: data })

/** The paycycles of the person's payroll a stopped expat runs off in (empty: not on a payroll). */
export const runOffPaycycles = (personId: number) => apiGet<{ data: RunOffPaycycle[] }>(`/people/${personId}/run-off-paycycles`)
