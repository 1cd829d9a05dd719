import { RecordSection } from '../shared/RecordSection'
import type { PersonTabProps } from './registry'

/** Bank accounts of the person (domain §3): IBAN/BIC are checked by the API; one default per person. */
export default function BankTab({ personId }: PersonTabProps) {
  return <RecordSection resource="bank_account" personId={personId} deletePath={(id) => `/bank-account_2/${id}`} />
}
