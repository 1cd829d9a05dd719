import { useQuery, useQueryClient } from '@tanstack/react-query'
import { PAYROLL_KEY } from '../../../components/records/paycycles'
import { listApprovers, listMembers, listPayrolls, payrollCurrencies, SETUP_KEY } from './api'

/** The company's payrolls with every member and approver row (the list's counts and levels). */
export function usePayrollSetup() {
  const payrolls = useQuery({ queryKey: [SETUP_KEY, 'payrolls'], queryFn: listPayrolls })
  const members = useQuery({ queryKey: [SETUP_KEY, 'members', 'all'], queryFn: () => listMembers() })
  const approvers = useQuery({ queryKey: [SETUP_KEY, 'approvers', 'all'], queryFn: () => listApprovers() })
  return {
    payrolls: payrolls.data?.items ?? [],
    members: members.data?.items ?? [],
    approvers: approvers.data?.items ?? [],
    loading: payrolls.isFetching,
  }
}

/** One payroll's members or approvers (the drawer's sections). */
export const usePayrollMembers = (payrollId: number) =>
  useQuery({ queryKey: [SETUP_KEY, 'members', payrollId], queryFn: () => listMembers(payrollId) })
export const usePayrollApprovers = (payrollId: number) =>
  useQuery({ queryKey: [SETUP_KEY, 'approvers', payrollId], queryFn: () => listApprovers(payrollId) })

/** The ten payroll currencies and the company's own (GET /api/payroll-currencies; the ten if it fails). */
export const usePayrollCurrencies = () =>
  useQuery({ queryKey: [SETUP_KEY, 'currencies'], queryFn: payrollCurrencies, staleTime: 5 * 60_000 })

/** After a change: the setup's lists and the /payroll page's payrolls are read again. */
export function useRefreshSetup() {
  const queryClient = useQueryClient()
  return () => Promise.all([
    queryClient.invalidateQueries({ queryKey: [SETUP_KEY] }),
    queryClient.invalidateQueries({ queryKey: [PAYROLL_KEY] }),
  ])
}
