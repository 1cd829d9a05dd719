import { defineResource } from '../define.js'
import { DOCUMENT_TYPES } from '../../reference.js'

/**
 * A stored document (domain §3 "Document"): a person's file (payslip, personal, work) or a
 * company file. access_control decides whether the person it belongs to may see it: 'everyone'
 * shares it with them, 'admin' keeps it to those holding the personal-info privilege.
 */
export const doc = defineResource({
  name: 'doc',
  table: 'documents',
  scope: 'customer',
  titleField: 'file_name',
  defaultSort: '-id',
  screens: [],
  selfRequires: { access_control: 'everyone' },
  fields: [
    { name: 'customer_id', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, readOnly: true },
    { name: 'person_id', type: 'reference', reference: { resource: 'people', labelField: 'name' }, list: true, filter: true },
    { name: 'doc_type', type: 'enum', enum: DOCUMENT_TYPES, required: true, default: 'others', list: true, filter: true },
    { name: 'file_name', type: 'string', required: true, maxLength: 255, list: true, search: true, sort: true },
    { name: 'file_type', type: 'string', required: true, maxLength: 10, list: true },
    { name: 'file_url', type: 'string', pattern: 'upload', required: true, maxLength: 255 },
    { name: 'access_control', type: 'enum', enum: ['everyone', 'admin'], required: true, default: 'everyone', list: true, filter: true },
  ],
  access: {
    list: { anyOf: ['self', { privilege: 'personal_info' }] },
    show: { anyOf: ['self', { privilege: 'personal_info' }] },
    create: { privilege: 'personal_info' },
    update: { privilege: 'personal_info' },
    delete: { privilege: 'personal_info' },
  },
})
