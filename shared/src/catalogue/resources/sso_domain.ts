import { defineResource, everyAction } from '../define.js'

/** An e-mail domain whose users may sign in to a customer through SSO (domain §5: unique across customers). */
export const ssoDomain = defineResource({
  name: 'sso_domain',
  table: 'customer_sso_domains',
  scope: 'customer',
  titleField: 'domain',
  defaultSort: 'domain',
  icon: 'safety',
  routes: { list: '/admin-setting/sso-domain' },
  fields: [
    { name: 'customer_id', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, readOnly: true },
    {
      name: 'domain', type: 'string', required: true, maxLength: 255, lowercase: true, unique: true,
      uniqueMessage: 'messages.email_domain_exists', pattern: 'domain', list: true, sort: true, search: true,
    },
  ],
  access: everyAction({ privilege: 'admin' }),
})
