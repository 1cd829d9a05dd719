import { defineResource } from '../define.js'

/** A service provider (shell §3, domain §3). Platform-level: superadmins manage them all. */
export const vendor = defineResource({
  name: 'vendor',
  scope: 'vendor',
  tenantColumn: 'id',
  titleField: 'name',
  routes: { list: '/superadmin/platform-vendor', create: '/superadmin/platform-vendor/create', show: '/superadmin/platform-vendor/:id', edit: '/superadmin/platform-vendor/:id/edit' },
  softDelete: true,
  listDeleted: true,
  defaultSort: 'name',
  icon: 'shop',
  fields: [
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sort: true, search: true },
    // Writable: the vendor form (shell §2.4) sends the uploaded logo's key.
    { name: 'logo', type: 'image', maxLength: 500 },
    { name: 'domain', type: 'string', maxLength: 255, list: true, search: true },
    { name: 'if_marco_link', type: 'boolean', default: false, label: 'vendor.fields.if_marco_link' },
    { name: 'is_primary', type: 'boolean', default: false, list: true, filter: true },
    { name: 'platform_terms', type: 'file', form: false },
  ],
  access: {
    list: 'admin',
    show: 'admin',
    create: 'superadmin',
    update: 'superadmin',
    delete: 'superadmin',
  },
})
