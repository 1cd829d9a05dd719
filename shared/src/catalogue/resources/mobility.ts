import { defineResource } from '../define.js'
import type { CrudAction, FieldDef, Requirement } from '../types.js'
import { MOBILITY_STATUSES, mobilityWorkflow, VISA_TYPES } from '../../mobility-workflow.js'
import { personOwner } from './employment.js'

/**
 * Who sees a visa case (issue 16): the person, their reporting manager, their data managers, and
 * the holders of the info privilege (HR; superadmins and the vendor's users pass), who keep it.
 */
const caseReaders: Requirement = { anyOf: ['self', 'reports', 'data_manager', { privilege: 'info' }] }
/** The fees are the company's and the vendor's business: never the person's, nor their manager's, to read. */
const feeReaders: Requirement = { privilege: 'info' }

const caseAccess: Record<CrudAction, Requirement> = {
  list: caseReaders,
  show: caseReaders,
  create: { privilege: 'info' },
  update: { privilege: 'info' },
  // Only while collecting information (the case's rules refuse it afterwards).
  delete: { privilege: 'info' },
}

/**
 * A mobility or visa case (domain §3): a person's move from one country to another under a visa.
 * Its status moves only by POST /api/mobility-case/:id/status, each move kept as its timeline.
 */
export const mobilityCase = defineResource({
  name: 'mobility_case',
  workflow: mobilityWorkflow,
  scope: 'customer',
  titleField: 'visiting_country',
  personalData: true,
  screens: [],
  defaultSort: '-id',
  stampOnCreate: { created_by: 'user' },
  fields: [
    personOwner[0],
    { ...personOwner[1], createOnly: true },
    { name: 'leaving_country', type: 'country', required: true, list: true, filter: true },
    { name: 'visiting_country', type: 'country', required: true, list: true, filter: true, sort: true },
    { name: 'visa_type', type: 'enum', enum: VISA_TYPES, required: true, list: true, filter: true },
    { name: 'arrive_date', type: 'date', list: true, sort: true, filter: true },
    // The current visa's expiry (the list filters on "expiring within 30/60/90 days").
    { name: 'visa_expiry_date', type: 'date', list: true, sort: true, filter: true },
    { name: 'currency', type: 'string', pattern: 'currency', maxLength: 3, requires: feeReaders },
    { name: 'service_fee', type: 'money', currencyField: 'currency', min: '0', requires: feeReaders },
    { name: 'vendor_cost', type: 'money', currencyField: 'currency', min: '0', requires: feeReaders },
    { name: 'files', type: 'files', pattern: 'upload' },
    { name: 'notes', type: 'text', maxLength: 2000 },
    { name: 'status', type: 'enum', enum: MOBILITY_STATUSES, readOnly: true, default: 'information_collection', list: true, filter: true, sort: true },
    { name: 'status_changed_at', type: 'datetime', readOnly: true, list: true, sort: true },
    { name: 'created_by', type: 'integer', readOnly: true },
    { name: 'created_at', type: 'datetime', readOnly: true, list: true, sort: true },
  ],
  access: caseAccess,
})

const caseRef: FieldDef = { name: 'case_id', type: 'reference', reference: { resource: 'mobility_case', labelField: 'visiting_country' }, required: true, createOnly: true, list: true, filter: true }

/**
 * A comment on a visa case (issue 16): HR, the vendor's users and the person talk on it, replies
 * one level deep. A comment takes its case's person, so it is read by exactly the case's readers;
 * the person comments on their own case. Append-only: its author may correct it for a short while
 * (MOBILITY_COMMENT_EDIT_MINUTES), nobody deletes it.
 */
export const mobilityComment = defineResource({
  name: 'mobility_comment',
  scope: 'customer',
  titleField: 'body',
  personalData: true,
  screens: [],
  defaultSort: 'id',
  ownerVia: 'case_id',
  stampOnCreate: { created_by: 'user' },
  fields: [
    personOwner[0],
    caseRef,
    { name: 'parent_id', type: 'reference', reference: { resource: 'mobility_comment', labelField: 'body' }, createOnly: true, list: true, filter: true },
    { name: 'person_id', type: 'reference', reference: { resource: 'people', labelField: 'name' }, readOnly: true, filter: true },
    { name: 'body', type: 'text', required: true, maxLength: 5000, list: true, search: true },
    { name: 'files', type: 'files', pattern: 'upload' },
    { name: 'created_by', type: 'integer', readOnly: true, list: true },
    // The author's name when written: the thread shows it without reading the users table.
    { name: 'author_name', type: 'string', readOnly: true, maxLength: 255, list: true },
    { name: 'edited_at', type: 'datetime', readOnly: true, list: true },
    { name: 'created_at', type: 'datetime', readOnly: true, list: true, sort: true },
  ],
  access: {
    list: caseReaders,
    show: caseReaders,
    create: { anyOf: ['self', { privilege: 'info' }] },
    update: 'creator',
    delete: 'nobody',
  },
})
