import { PAYROLL_CURRENCIES } from '@hr/shared'
import { apiDelete, apiGet, apiPost, type ListEnvelope } from '../../../providers/http-calls'

/** The payroll setup's calls (issue 14): payrolls, the people they cover and their approvers. */
export const SETUP_KEY = 'payroll-setup'

export interface PayrollRecord {
  id: number
  name: string
  iso_code: string | null
  frequency: string
  label_type: string | null
  label: string | null
  payroll_entity_id: number | null
  currency: string
  pay_day_of_month: number | null
  notes: string | null
}

export interface MemberRecord { id: number; payroll_id: number; person_id: number; created_at?: string }
export interface ApproverRecord { id: number; payroll_id: number; person_id: number; level: number }

const ALL = { 'external[page]': '1', 'external[per_page]': '1000' }
const query = (extra: Record<string, string> = {}) => new URLSearchParams({ ...ALL, ...extra }).toString()
const ofPayroll = (payrollId?: number): Record<string, string> => (payrollId ? { 'filter[payroll_id]': String(payrollId) } : {})

export const listPayrolls = () => apiGet<ListEnvelope<PayrollRecord>>('/payroll', query({ sort: 'name' }))
export const createPayroll = (body: Record<string, unknown>) => apiPost<PayrollRecord>('/payroll', body)
export const updatePayroll = (id: number, data: Record<string, unknown>) => apiPost<PayrollRecord>(`/payroll/${id}`, { update_data: data })
export const deletePayroll = (id: number) => apiDelete(`/payroll/${id}`)

/** Members (or approvers) of one payroll, or of every payroll when no id is given (the list's counts). */
export const listMembers = (payrollId?: number) => apiGet<ListEnvelope<MemberRecord>>('/payroll-member', query(ofPayroll(payrollId)))
export const addMember = (payrollId: number, personId: number) => apiPost<MemberRecord>('/payroll-member', { payroll_id: payrollId, person_id: personId })
export const removeMember = (id: number) => apiDelete(`/payroll-member/${id}`)

export const listApprovers = (payrollId?: number) =>
  apiGet<ListEnvelope<ApproverRecord>>('/payroll-approver', query({ ...ofPayroll(payrollId), sort: 'level' }))
export const addApprover = (payrollId: number, personId: number, level: number) =>
  apiPost<ApproverRecord>('/payroll-approver', { payroll_id: payrollId, person_id: personId, level })
export const removeApprover = (id: number) => apiDelete(`/payroll-approver/${id}`)

export interface PayrollCurrencies { items: string[]; customer_currency: string | null }

/** What a payroll may be paid in: the ten payroll currencies plus the company's own (the fixed ten if the call fails). */
export const payrollCurrencies = () =>
  apiGet<PayrollCurrencies>('/payroll-currencies').catch((): PayrollCurrencies => ({ items: [...PAYROLL_CURRENCIES], customer_currency: null }))
