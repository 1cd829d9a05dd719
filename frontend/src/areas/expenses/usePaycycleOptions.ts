import { useList } from '@refinedev/core'
import { paycycleOptions, type Paycycle, type Payroll } from '../../components/records/paycycles'

/** Every paycycle the user may read, as the report's pickers offer them (newest period first, by payroll name). */
export function usePaycycleOptions(enabled = true) {
  const cycles = useList<Paycycle>({
    resource: 'paycycle', pagination: { mode: 'off' }, sorters: [{ field: 'period_start', order: 'desc' }], queryOptions: { enabled },
  })
  const payrolls = useList<Payroll>({
    resource: 'payroll', pagination: { mode: 'off' }, sorters: [{ field: 'name', order: 'asc' }], queryOptions: { enabled },
  })
  return {
    options: paycycleOptions(cycles.result.data ?? [], payrolls.result.data ?? []),
    loading: cycles.query.isFetching || payrolls.query.isFetching,
  }
}
