import { useQuery } from '@tanstack/react-query'
import { PAYROLL_KEY, payRegister } from './api'

/** A cycle's pay register (one query for the sheet and the BI view). */
export const useRegister = (paycycleId: number) =>
  useQuery({ queryKey: [PAYROLL_KEY, 'register', paycycleId], queryFn: () => payRegister(paycycleId), retry: false })
