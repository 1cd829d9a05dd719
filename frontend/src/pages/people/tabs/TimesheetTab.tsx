import { RecordSection } from '../../../components/records/RecordSection'
import type { PersonTabProps } from './tab-props'

/** The person's timesheet days (domain §3): start and end times optional, total hours, overtime, absence. */
export default function TimesheetTab({ personId }: PersonTabProps) {
  return <RecordSection resource="timesheet" personId={personId} />
}
