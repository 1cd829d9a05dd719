import { useInvalidate, useList } from '@refinedev/core'
import { useApiGet } from '../../../providers/api-hooks'
import { FALLBACK_CURRENCIES, type ApproverRecord, type MemberRecord, type PayrollCurrencies, type PayrollRecord } from './model'

/** A company's payrolls, and their people rows, are few: each list is read whole (the API's largest page). */
const WHOLE = { mode: 'off' } as const
const ofPayroll = (payrollId?: number) => (payrollId ? [{ field: 'payroll_id', operator: 'eq' as const, value: payrollId }] : [])

/** The company's payrolls with every member and approver row (the list's counts and levels). */
export function usePayrollSetup() {
  const payrolls = useList<PayrollRecord>({ resource: 'payroll', sorters: [{ field: 'name', order: 'asc' }], pagination: WHOLE })
  const members = useList<MemberRecord>({ resource: 'payroll_member', pagination: WHOLE })
  const approvers = useList<ApproverRecord>({ resource: 'payroll_approver', sorters: [{ field: 'level', order: 'asc' }], pagination: WHOLE })
  return {
    payrolls: payrolls.result.data,
    members: members.result.data,
    approvers: approvers.result.data,
    loading: payrolls.query.isFetching,
  }
}

/** One payroll's members or approvers (the drawer's sections). */
export function usePayrollMembers(payrollId: number) {
  const { result, query } = useList<MemberRecord>({ resource: 'payroll_member', filters: ofPayroll(payrollId), pagination: WHOLE })
  return { rows: result.data, loading: query.isFetching }
}
export function usePayrollApprovers(payrollId: number) {
  const { result, query } = useList<ApproverRecord>({ resource: 'payroll_approver', filters: ofPayroll(payrollId), sorters: [{ field: 'level', order: 'asc' }], pagination: WHOLE })
  return { rows: result.data, loading: query.isFetching }
}

/** The ten payroll currencies and the company's own (GET /api/payroll-currencies; the ten if it fails). */
export function usePayrollCurrencies() {
  const { data, error, isFetching } = useApiGet<PayrollCurrencies>('/payroll-currencies', { staleTime: 5 * 60_000 })
  return { data: error ? FALLBACK_CURRENCIES : data, isFetching }
}

/** After a change: the setup's lists (and the /payroll page's payrolls, the same resource) are read again through Refine. */
export function useRefreshSetup() {
  const invalidate = useInvalidate()
  return () => Promise.all(['payroll', 'payroll_member', 'payroll_approver'].map((resource) => invalidate({ resource, invalidates: ['list', 'many'] })))
}
