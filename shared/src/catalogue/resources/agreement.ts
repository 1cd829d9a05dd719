import { AGREEMENT_STATUSES, agreementWorkflow } from '../../agreement-workflow.js'
import { defineResource } from '../define.js'
import { companyDataAccess, companyOwnerFields } from './company_data.js'


/**
 * An agreement between a buying entity and a selling entity or vendor (domain §3 "Agreement and
 * contract", §4: proposed → signed → expired). Status changes only through
 * POST /api/agreement/:id/status, where signing cannot be undone and expiry is final.
 */
export const agreement = defineResource({
  name: 'agreement',
  workflow: agreementWorkflow,
  scope: 'customer_or_vendor',
  titleField: 'contract_id',
  defaultSort: '-id',
  screens: [],
  fields: [
    ...companyOwnerFields(),
    { name: 'contract_id', type: 'string', required: true, maxLength: 100, list: true, sort: true, search: true },
    { name: 'buying_entity_id', type: 'reference', reference: { resource: 'business_entity', labelField: 'name' }, required: true, list: true, filter: true },
    {
      name: 'selling_entity_id', type: 'reference', reference: { resource: 'business_entity', labelField: 'name' }, list: true, filter: true,
      rules: [{ kind: 'requiredWhen', when: { selling_vendor_id: [null, undefined, ''] }, message: 'validation.agreement_seller_required' }],
    },
    {
      name: 'selling_vendor_id', type: 'reference', list: true, filter: true,
      reference: { resource: 'vendor', labelField: 'name', options: 'agreement_sellers' },
    },
    { name: 'status', type: 'enum', enum: AGREEMENT_STATUSES, readOnly: true, default: 'proposed', list: true, filter: true },
    { name: 'start_date', type: 'date', list: true },
    { name: 'end_date', type: 'date', list: true, rules: [{ kind: 'afterOrEqual', other: 'start_date', message: 'validation.agreement_end_after_start' }] },
    { name: 'documents', type: 'files', pattern: 'upload' },
    { name: 'notes', type: 'text', maxLength: 2000 },
    { name: 'signed_at', type: 'datetime', readOnly: true, list: true },
  ],
  access: companyDataAccess,
})
