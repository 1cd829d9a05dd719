import { defineResource } from '../define.js'
import { companyDataAccess, companyOwnerFields } from './company_data.js'

/**
 * A document of the company itself, not of a person (/admin-setting/company-docs,
 * /vendor/setting/company-doc): the file is uploaded first (POST /api/aws-s3-upload) and must be
 * an upload of the tenant or of the acting user.
 */
export const companyDoc = defineResource({
  name: 'company_doc',
  scope: 'customer_or_vendor',
  titleField: 'file_name',
  defaultSort: '-id',
  screens: [],
  fields: [
    ...companyOwnerFields(),
    { name: 'file_name', type: 'string', required: true, maxLength: 255, list: true, search: true, sort: true },
    { name: 'file_type', type: 'string', required: true, maxLength: 10, list: true },
    { name: 'file_url', type: 'string', pattern: 'upload', required: true, maxLength: 255 },
    { name: 'description', type: 'text', maxLength: 1000, list: true },
  ],
  access: companyDataAccess,
})
