import { defineResource } from '../define.js'

/** A customer company (shell §3, domain §3). Rows are tenants; vendors serve them. */
export const customer = defineResource({
  name: 'customer',
  scope: 'customer',
  tenantColumn: 'id',
  stampOnCreate: { vendor_id: 'vendor' },
  titleField: 'name',
  routes: { list: '/vendor', create: '/vendor/customer/create', show: '/vendor/customer/:id', edit: '/vendor/customer/:id/edit' },
  softDelete: true,
  confirmDeleteMessage: 'customer_name_not_matched',
  listDeleted: true,
  defaultSort: 'name',
  icon: 'bank',
  fields: [
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sort: true, search: true },
    { name: 'vendor_id', type: 'reference', reference: { resource: 'vendor', labelField: 'name' }, readOnly: true, list: false },
    { name: 'logo', type: 'image', maxLength: 500, form: false },
    { name: 'privacy_doc', type: 'file', form: false },
    { name: 'sender_name', type: 'string', maxLength: 255 },
    { name: 'sender_email', type: 'email', maxLength: 255, lowercase: true },
    { name: 'csm_name', type: 'string', maxLength: 255, list: true },
    { name: 'is_active', type: 'boolean', default: true, list: true, filter: true },
    { name: 'require_2fa', type: 'boolean', default: false },
    {
      name: 'sso_enabled', type: 'boolean', default: false,
      rules: [{ kind: 'requiresChildren', resource: 'sso_domain', message: 'validation.sso_needs_domain' }],
    },
  ],
  access: {
    list: 'authenticated',
    show: 'authenticated',
    create: 'admin',
    // Customers a partner shares are acted for, not owned: only the owning vendor's people change them.
    update: { anyOf: ['superadmin', 'owning_vendor'] },
    delete: { anyOf: ['superadmin', 'owning_vendor_admin'] },
  },
})
