import { defineResource, everyAction } from '../define.js'

/**
 * A data manager assignment (domain §6): the manager person manages the data of the assigned
 * person. Assigning is an admin matter; the assignment then opens that person's record to the manager.
 */
export const dataManager = defineResource({
  name: 'data_manager',
  table: 'person_data_managers',
  scope: 'customer',
  titleField: 'person_id',
  screens: [],
  uniqueTogether: [['person_id', 'manager_person_id']],
  fields: [
    { name: 'customer_id', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, readOnly: true },
    { name: 'person_id', type: 'reference', reference: { resource: 'people', labelField: 'name' }, required: true, list: true, filter: true },
    { name: 'manager_person_id', type: 'reference', reference: { resource: 'people', labelField: 'name' }, required: true, list: true, filter: true },
  ],
  access: everyAction({ privilege: 'admin' }),
})
