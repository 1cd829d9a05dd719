import type { CompanyOwner } from './owner'
import { CompanyDataPanel } from './CompanyDataPanel'

/** A customer's or vendor's business entities: name, tax ID, address, documents and the legal entity form. */
export function BusinessEntityPanel({ owner }: { owner: CompanyOwner }) {
  return (
    <CompanyDataPanel
      resource="business_entity"
      owner={owner}
      columns={['name', 'display_name', 'tax_id', 'country', 'incorporation_date', 'documents']}
      formFields={['name', 'display_name', 'local_legal_name', 'tax_id', 'country', 'incorporation_date', 'address', 'documents']}
    />
  )
}

