import type { ResourceWorkflow } from '../types.js'
import { defineResource } from '../define.js'
import type { CrudAction, Requirement } from '../types.js'
import { CONTRACT_STATUSES, CONTRACTOR_CONTRACT_TYPES, contractWorkflow } from '../../contract-workflow.js'
import { PAY_FREQUENCIES } from '../../reference.js'
import { personOwner } from './employment.js'

/** Contracts are the contractor privilege's (domain §6); the contractor reads their own. */
const contractorAccess: Record<CrudAction, Requirement> = {
  list: { anyOf: ['self', { privilege: 'contractor' }] },
  show: { anyOf: ['self', { privilege: 'contractor' }] },
  create: { privilege: 'contractor' },
  update: { privilege: 'contractor' },
  delete: { privilege: 'contractor' },
}

/**
 * A contractor's contract (domain §3 "Contractor contract", §4 "Contract"). Only people of type
 * contractor have them. Status, notice date and signature time change only through
 * POST /api/contractor-contract/:id/status (the contractWorkflow; its effects in backend app/areas/contractors/contract_workflow.ts); editing the
 * terms of a signed contract sends it back to proposed for a new signature.
 */
export const contractorContract = defineResource({
  name: 'contractor_contract',
  workflow: contractWorkflow as ResourceWorkflow,
  scope: 'customer',
  titleField: 'title',
  screens: [],
  defaultSort: '-start_date',
  fields: [
    personOwner[0],
    // A contract never moves to another contractor.
    { ...personOwner[1], createOnly: true },
    { name: 'title', type: 'string', required: true, maxLength: 255, list: true, sort: true, search: true },
    { name: 'contract_type', type: 'enum', enum: CONTRACTOR_CONTRACT_TYPES, required: true, list: true, filter: true },
    { name: 'start_date', type: 'date', required: true, list: true, sort: true },
    { name: 'end_date', type: 'date', list: true, rules: [{ kind: 'afterOrEqual', other: 'start_date', message: 'validation.contract_end_after_start' }] },
    { name: 'frequency', type: 'enum', enum: PAY_FREQUENCIES, required: true, default: 'monthly', list: true },
    { name: 'currency', type: 'string', pattern: 'currency', required: true, maxLength: 3, list: true },
    { name: 'rate', type: 'money', currencyField: 'currency', min: '0', required: true, list: true },
    { name: 'scope_of_work', type: 'text', maxLength: 5000 },
    { name: 'status', type: 'enum', enum: CONTRACT_STATUSES, readOnly: true, default: 'initiated', list: true, filter: true },
    { name: 'notice_date', type: 'date', readOnly: true, list: true },
    { name: 'signed_at', type: 'datetime', readOnly: true },
    { name: 'stopped_at', type: 'datetime', readOnly: true },
  ],
  access: contractorAccess,
})
