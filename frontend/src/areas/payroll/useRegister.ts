import { useApiGet } from '../../providers/api-hooks'
import { centralPath, cycleQuery, type PayRegister } from './model'

/** A cycle's pay register (one read for the sheet and the BI view). */
export const useRegister = (paycycleId: number) => useApiGet<PayRegister>(centralPath('pay-register'), { query: cycleQuery(paycycleId) })
