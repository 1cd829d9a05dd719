import { defineResource } from '../define.js'
import {
  ENGAGEMENT_TYPES, GENDERS, PERSON_STATUSES, PERSON_TYPES, PROFILE_TYPES, SERVICE_TYPES,
} from '../../enums.js'
import { personLifecycle } from '../../lifecycle.js'
import type { ResourceWorkflow } from '../types.js'

/** A person of a customer: staff, EOR staff or contractor (domain §3 "Person"). */
export const people = defineResource({
  name: 'people',
  table: 'people',
  scope: 'customer',
  titleField: 'name',
  // The status follows the person type's lifecycle; it changes through the person's update and offboarding (no move endpoint).
  workflow: personLifecycle as ResourceWorkflow,
  routes: { list: '/people/staff', create: '/people/staff/create', show: '/people/staff/:id/personal', edit: '/people/staff/:id/edit' },
  softDelete: true,
  personalData: true,
  // Domain §6: staff see and edit their own HR data (/my-info, onboarding) — the personal part only.
  selfEditable: ['name', 'personal_email', 'phone', 'birth_date', 'gender', 'nationality', 'highest_education',
    'permanent_address', 'mailing_address', 'location'],
  defaultSort: 'name',
  icon: 'team',
  placement: 'menu',
  fields: [
    { name: 'customer_id', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, readOnly: true },
    { name: 'user_id', type: 'integer', readOnly: true },
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sort: true, search: true },
    { name: 'type', type: 'enum', enum: PERSON_TYPES, required: true, default: 'staff', list: true, filter: true },
    { name: 'status', type: 'enum', enum: PERSON_STATUSES, required: true, default: 'onboarding', list: true, filter: true, sort: true },
    { name: 'work_email', type: 'email', maxLength: 255, lowercase: true, unique: true, uniqueMessage: 'messages.email_exists', list: true, search: true },
    { name: 'personal_email', type: 'email', maxLength: 255, lowercase: true, search: true },
    { name: 'phone', type: 'phone', maxLength: 40 },
    { name: 'birth_date', type: 'date' },
    { name: 'gender', type: 'enum', enum: GENDERS },
    { name: 'nationality', type: 'country' },
    { name: 'country', type: 'country', list: true, filter: true },
    // The state or region of the country the person works in: its own public holidays count too (issue 13).
    { name: 'region', type: 'string', maxLength: 20, regionOf: 'country' },
    { name: 'host_country', type: 'country' },
    { name: 'highest_education', type: 'string', maxLength: 255 },
    { name: 'permanent_address', type: 'text', maxLength: 2000 },
    { name: 'mailing_address', type: 'text', maxLength: 2000 },
    { name: 'location', type: 'string', maxLength: 255 },
    { name: 'job_title', type: 'string', maxLength: 255, list: true, sort: true, search: true },
    { name: 'start_date', type: 'date', list: true, sort: true },
    { name: 'profile_type', type: 'enum', enum: PROFILE_TYPES, default: 'staff_only', filter: true },
    { name: 'service_type', type: 'enum', enum: SERVICE_TYPES, default: 'system', filter: true },
    { name: 'engagement_type', type: 'enum', enum: ENGAGEMENT_TYPES, default: 'internal', list: true, filter: true },
    {
      name: 'is_expat', type: 'boolean', default: false, filter: true,
      rules: [{ kind: 'forbiddenWhen', when: { profile_type: 'intern' }, message: 'validation.intern_cannot_be_expat' }],
    },
    { name: 'is_local', type: 'boolean', default: true },
    { name: 'reporting_manager_id', type: 'reference', reference: { resource: 'people', labelField: 'name' } },
    // Set only through POST /api/people/:id/photo, which checks the upload is a JPG/PNG of at most 10 MB.
    { name: 'photo', type: 'image', maxLength: 500, readOnly: true },
  ],
  access: {
    list: { anyOf: [{ privilege: 'view_people_list' }, 'reports', 'data_manager'] },
    show: { anyOf: ['self', 'reports', 'data_manager', { privilege: 'view_people_list' }] },
    create: { privilege: 'onboarding' },
    update: { anyOf: [{ privilege: 'personal_info' }, { privilege: 'info' }, 'self'] },
    delete: { privilege: 'offboarding' },
  },
})
