import { defineResource } from '../define.js'
import { companyOwnerFields } from './company_data.js'

/**
 * A service a vendor offers (/vendor/setting/service, service-list). Names are unique per vendor
 * ("Service name already exists."); the vendor's customers read them (/admin-setting/vendor-service).
 */
export const vendorService = defineResource({
  name: 'vendor_service',
  scope: 'customer_or_vendor',
  sharedWithCustomers: true,
  titleField: 'name',
  defaultSort: 'name',
  screens: [],
  uniqueTogether: [['name', 'vendor_id']],
  uniqueTogetherMessage: 'messages.service_name_exists',
  fields: [
    ...companyOwnerFields(['vendor']),
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sort: true, search: true },
    { name: 'description', type: 'text', maxLength: 2000, list: true },
    { name: 'is_active', type: 'boolean', default: true, list: true, filter: true },
  ],
  access: {
    list: { privilege: 'admin' },
    show: { privilege: 'admin' },
    // Customers and partners read a vendor's services; only the owning vendor's admins change them.
    create: { anyOf: ['superadmin', 'owning_vendor_admin'] },
    update: { anyOf: ['superadmin', 'owning_vendor_admin'] },
    delete: { anyOf: ['superadmin', 'owning_vendor_admin'] },
  },
})
