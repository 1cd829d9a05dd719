import { defineResource } from '../define.js'
import { DATA_ITEM_KINDS, DATA_ITEM_VALUE_TYPES, DICTIONARY_KEYS } from '../../lifecycle.js'
import { personOwner } from './employment.js'

const adminManaged = {
  list: 'authenticated', show: 'authenticated',
  create: { privilege: 'admin' }, update: { privilege: 'admin' }, delete: { privilege: 'admin' },
} as const

/**
 * A dynamic data item (domain §3 EDT/CDT): company-specific data (cdt) for every person of the
 * customer, or country-specific data (edt) for people whose home or host country is iso_code.
 * Its label and notes per language are dictionary entries (data_item_entry).
 */
export const dataItem = defineResource({
  name: 'data_item',
  scope: 'customer',
  titleField: 'name',
  screens: [],
  defaultSort: 'display_order',
  fields: [
    { name: 'customer_id', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, readOnly: true },
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, search: true },
    { name: 'kind', type: 'enum', enum: DATA_ITEM_KINDS, required: true, list: true, filter: true },
    { name: 'iso_code', type: 'country', list: true, filter: true, rules: [{ kind: 'requiredWhen', when: { kind: 'edt' }, message: 'validation.iso_code_required' }] },
    { name: 'display_order', type: 'integer', default: 0, list: true, sort: true },
    { name: 'value_type', type: 'enum', enum: DATA_ITEM_VALUE_TYPES, required: true, default: 'text', list: true },
    { name: 'is_personal', type: 'boolean', default: false, list: true },
  ],
  access: adminManaged,
})

/** One language's label ('data') or notes of a data item: one entry per key and language. */
export const dataItemEntry = defineResource({
  name: 'data_item_entry',
  scope: 'customer',
  titleField: 'value',
  screens: [],
  uniqueTogether: [['data_item_id', 'key', 'lang']],
  uniqueTogetherMessage: 'messages.duplicate_language',
  fields: [
    { name: 'customer_id', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, readOnly: true },
    { name: 'data_item_id', type: 'reference', reference: { resource: 'data_item', labelField: 'name' }, required: true, list: true, filter: true },
    { name: 'key', type: 'enum', enum: DICTIONARY_KEYS, required: true, default: 'data', list: true },
    { name: 'lang', type: 'string', required: true, maxLength: 10, lowercase: true, list: true },
    { name: 'value', type: 'string', required: true, maxLength: 1000, list: true },
  ],
  access: adminManaged,
})

/** A person's value of a data item: text, date or a stored document key, by the item's value_type. */
export const dataValue = defineResource({
  name: 'data_value',
  scope: 'customer',
  titleField: 'text_value',
  personalData: true,
  screens: [],
  uniqueTogether: [['person_id', 'data_item_id']],
  fields: [
    ...personOwner,
    { name: 'data_item_id', type: 'reference', reference: { resource: 'data_item', labelField: 'name' }, required: true, list: true, filter: true },
    { name: 'text_value', type: 'text', maxLength: 2000, list: true },
    { name: 'date_value', type: 'date', list: true },
    { name: 'doc_value', type: 'string', pattern: 'upload', maxLength: 255 },
  ],
  access: {
    list: { anyOf: ['self', { privilege: 'personal_info' }] },
    show: { anyOf: ['self', { privilege: 'personal_info' }] },
    create: { anyOf: ['self', { privilege: 'personal_info' }] },
    update: { anyOf: ['self', { privilege: 'personal_info' }] },
    delete: { anyOf: ['self', { privilege: 'personal_info' }] },
  },
})
