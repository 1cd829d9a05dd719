import type { CompanyOwner } from './owner'
import { CompanyDataPanel } from './CompanyDataPanel'

/** The company's own bank accounts (one default per owner), apart from people's bank accounts. */
export function CompanyBankAccountPanel({ owner }: { owner: CompanyOwner }) {
  return <CompanyDataPanel resource="company_bank_account" owner={owner} />
}

