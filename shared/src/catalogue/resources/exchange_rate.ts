import { defineResource, readableBySuperadminManaged } from '../define.js'

/** A currency exchange rate of the platform's own rate table (domain §3); rates are exact decimals. */
export const exchangeRate = defineResource({
  name: 'exchange_rate',
  scope: 'platform',
  titleField: 'from_currency',
  defaultSort: '-date',
  icon: 'swap',
  // A "report" of rates is the table published for one date: a pair appears once in it.
  uniqueTogether: [['from_currency', 'to_currency', 'date']],
  uniqueTogetherMessage: 'messages.exchange_rate_pair_exists',
  // A tab of the superadmin's data cloud (issue 43 §2): its screens keep that section's frame and header tab.
  routes: {
    list: '/superadmin/data-cloud/exchange-rate', create: '/superadmin/data-cloud/exchange-rate/create',
    show: '/superadmin/data-cloud/exchange-rate/:id', edit: '/superadmin/data-cloud/exchange-rate/:id/edit',
  },
  fields: [
    { name: 'from_currency', type: 'string', pattern: 'currency', required: true, maxLength: 3, list: true, filter: true, sort: true },
    { name: 'to_currency', type: 'string', pattern: 'currency', required: true, maxLength: 3, list: true, filter: true, sort: true },
    { name: 'rate', type: 'decimal', scale: 10, min: '0', required: true, list: true },
    { name: 'reference_rate', type: 'decimal', scale: 10, min: '0' },
    { name: 'date', type: 'date', required: true, list: true, sort: true, filter: true },
    { name: 'source', type: 'string', maxLength: 100, list: true },
  ],
  access: readableBySuperadminManaged,
})
