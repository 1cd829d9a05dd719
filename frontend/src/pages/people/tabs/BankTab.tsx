import { RecordSection } from '../../../components/records/RecordSection'
import type { PersonTabProps } from './tab-props'
import { BankForm } from './BankForm'

/**
 * Bank accounts of the person (domain §3): the form follows the bank country (dynamic bank form);
 * IBAN/BIC and the country's required fields are checked by the API; one default per person.
 */
export default function BankTab({ personId }: PersonTabProps) {
  return <RecordSection resource="bank_account" personId={personId} deletePath={(id) => `/bank-account_2/${id}`} Form={BankForm} />
}
