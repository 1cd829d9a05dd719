import type { PersonTabProps } from '../../pages/people/tabs/tab-props'
import { PersonTimeOff } from './PersonTimeOff'

/** The time-off tab of /people/staff/:id (issue 13). */
export default function TimeOffTab({ personId }: PersonTabProps) {
  return <PersonTimeOff personId={personId} />
}
