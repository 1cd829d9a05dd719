import { defineResource } from '../define.js'

/**
 * The audit log (domain §3 "Log entry", §7 POST /logs). Written automatically for every create,
 * update and delete through the API, and by the client for views and downloads of files.
 * Entries are append-only: nobody edits or deletes them through the API.
 */
export const logs = defineResource({
  name: 'logs',
  table: 'audit_logs',
  scope: 'customer',
  titleField: 'entity_name',
  audited: false,
  defaultSort: '-id',
  icon: 'audit',
  stampOnCreate: { user_id: 'user' },
  // Entries are written by the API and by client events, never typed in: no create screen.
  screens: ['list', 'show'],
  routes: { list: '/admin-setting/audit-log', show: '/admin-setting/audit-log/:id' },
  fields: [
    { name: 'customer_id', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, readOnly: true },
    { name: 'user_id', type: 'integer', readOnly: true, list: true, filter: true },
    { name: 'entity_name', type: 'string', required: true, maxLength: 100, list: true, filter: true, search: true },
    { name: 'entity_id', type: 'integer', list: true, filter: true },
    { name: 'location_entity_name', type: 'string', maxLength: 100, filter: true },
    { name: 'location_entity_id', type: 'integer', filter: true },
    { name: 'action', type: 'string', required: true, maxLength: 50, list: true, filter: true, search: true },
    { name: 'action_info', type: 'text', maxLength: 10000 },
  ],
  access: {
    list: { privilege: 'admin' },
    show: { privilege: 'admin' },
    create: 'authenticated',
    update: 'nobody',
    delete: 'nobody',
  },
})
