import { defineResource, readableBySuperadminManaged } from '../define.js'

/** A public holiday of a country, optionally of one state or region (domain §3). */
export const publicHoliday = defineResource({
  name: 'public_holiday',
  scope: 'platform',
  titleField: 'name',
  defaultSort: 'date',
  icon: 'calendar',
  uniqueTogether: [['country', 'region', 'date', 'name']],
  placement: 'data-cloud',
  fields: [
    { name: 'country', type: 'country', required: true, list: true, filter: true, sort: true },
    { name: 'region', type: 'string', maxLength: 20, list: true, filter: true, regionOf: 'country' },
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, search: true },
    { name: 'date', type: 'date', required: true, list: true, sort: true, filter: true },
  ],
  access: readableBySuperadminManaged,
})
