import { defineResource } from '../define.js'
import { pricebook } from './pricebook.js'

/** The vendor's own cost stays with the vendor: customers never see buy prices. */
const HIDDEN = ['buy_price']

/**
 * The customer's own pricebooks, read-only (/admin-setting/customer-pricebook): the vendor's
 * pricebook rows made for the acting customer, for its admins. Vendors edit them as `pricebook`.
 */
export const customerPricebook = defineResource({
  ...pricebook,
  name: 'customer_pricebook',
  path: 'customer-pricebook',
  scope: 'customer',
  tenantColumn: 'customer_id',
  screens: [],
  routes: undefined,
  // A bespoke tab of the admin settings, not the vendor's settings its declaration comes from.
  placement: undefined,
  hiddenColumns: HIDDEN,
  fields: pricebook.fields.filter((f) => !HIDDEN.includes(f.name)).map((f) => ({ ...f, readOnly: true, form: false })),
  access: { list: { privilege: 'admin' }, show: { privilege: 'admin' }, create: 'nobody', update: 'nobody', delete: 'nobody' },
})
