import { defineResource } from '../define.js'
import { DOCUMENT_TYPES } from '../../reference.js'

/**
 * What a person files about themselves on /my-docs (issue 42 item 8): their own papers. Payslips are
 * the payroll's, company documents and orders the employer's: HR files those.
 */
export const SELF_FILED_DOCUMENT_TYPES = ['personal', 'work', 'others'] as const satisfies readonly (typeof DOCUMENT_TYPES)[number][]

/**
 * A stored document (domain §3 "Document"): a person's file (payslip, personal, work) or a
 * company file. access_control decides whether the person it belongs to may see it: 'everyone'
 * shares it with them, 'admin' keeps it to those holding the personal-info privilege.
 * A person files documents of their own (shared with them, of their own types) and may delete
 * what they filed (created_by); the rest stays with the personal-info privilege.
 */
export const doc = defineResource({
  name: 'doc',
  table: 'documents',
  scope: 'customer',
  titleField: 'file_name',
  defaultSort: '-id',
  screens: [],
  selfRequires: { access_control: 'everyone' },
  selfCreate: {
    doc_type: { values: SELF_FILED_DOCUMENT_TYPES, message: 'messages.doc_type_not_self_filed' },
    access_control: { values: ['everyone'], message: 'messages.doc_access_self_filed' },
  },
  stampOnCreate: { created_by: 'user' },
  fields: [
    { name: 'customer_id', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, readOnly: true },
    { name: 'person_id', type: 'reference', reference: { resource: 'people', labelField: 'name' }, list: true, filter: true },
    { name: 'doc_type', type: 'enum', enum: DOCUMENT_TYPES, required: true, default: 'others', list: true, filter: true },
    { name: 'file_name', type: 'string', required: true, maxLength: 255, list: true, search: true, sort: true },
    { name: 'file_type', type: 'string', required: true, maxLength: 10, list: true },
    { name: 'file_url', type: 'string', pattern: 'upload', required: true, maxLength: 255 },
    { name: 'access_control', type: 'enum', enum: ['everyone', 'admin'], required: true, default: 'everyone', list: true, filter: true },
    { name: 'created_by', type: 'integer', readOnly: true },
  ],
  access: {
    list: { anyOf: ['self', { privilege: 'personal_info' }] },
    show: { anyOf: ['self', { privilege: 'personal_info' }] },
    create: { anyOf: ['self', { privilege: 'personal_info' }] },
    update: { privilege: 'personal_info' },
    delete: { anyOf: ['creator', { privilege: 'personal_info' }] },
  },
})
