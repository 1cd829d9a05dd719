import type { ContractTabProps } from '../define'
import { PersonTimeOff } from './PersonTimeOff'

/** A contract's timeoff tab: the contractor's leave within the contract's dates, read-only. */
export default function ContractTimeOffTab({ personId, within }: ContractTabProps) {
  return <PersonTimeOff personId={personId} within={within} full={false} />
}
