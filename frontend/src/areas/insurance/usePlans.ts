import { useQuery } from '@tanstack/react-query'
import { INSURANCE_KEY, listPlans, type InsurancePlan } from './api'

/** The company's insurance plans (everyone in the company reads them), with a lookup by id. */
export function usePlans() {
  const { data, isLoading, error } = useQuery({ queryKey: [INSURANCE_KEY, 'plans'], queryFn: listPlans, staleTime: 60_000 })
  const plans = data?.items ?? []
  const byId = new Map<number, InsurancePlan>(plans.map((p) => [p.id, p]))
  return { plans, byId, loading: isLoading, error }
}
