import { defineResource, readableBySuperadminManaged } from '../define.js'
import { DAY_TYPES } from '../../reference.js'

/** A leave type of the data cloud (issue: name, day type, negative balance, paid, default entitlement). */
export const leaveType = defineResource({
  name: 'leave_type',
  scope: 'platform',
  titleField: 'name',
  defaultSort: 'name',
  icon: 'calendar',
  uniqueTogether: [['name', 'country']],
  placement: 'data-cloud',
  // The table also holds companies' own leave types (company_leave_type): one id space for leave.
  rowsWhere: { customer_id: null },
  hiddenColumns: ['customer_id'],
  fields: [
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sort: true, search: true },
    { name: 'name_translations', type: 'translations', translates: 'name', maxLength: 255 },
    { name: 'country', type: 'country', list: true, filter: true },
    { name: 'day_type', type: 'enum', enum: DAY_TYPES, required: true, default: 'working', list: true, filter: true },
    { name: 'allow_negative', type: 'boolean', default: false, list: true },
    { name: 'is_paid', type: 'boolean', default: true, list: true, filter: true },
    { name: 'default_entitlement', type: 'decimal', scale: 1, list: true },
  ],
  access: readableBySuperadminManaged,
})
