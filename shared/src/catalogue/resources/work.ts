import { defineResource } from '../define.js'
import { infoAccess, personOwner } from './employment.js'

/** Work info and job details of a person (one row per person; job title and manager stay on the person). */
export const workInfo = defineResource({
  name: 'work_info',
  scope: 'customer',
  titleField: 'employee_number',
  personalData: true,
  screens: [],
  uniqueTogether: [['person_id']],
  fields: [
    ...personOwner,
    { name: 'employee_number', type: 'string', maxLength: 50, list: true },
    { name: 'department', type: 'string', maxLength: 255, list: true },
    { name: 'job_level', type: 'string', maxLength: 100 },
    { name: 'work_location', type: 'string', maxLength: 255 },
    { name: 'work_schedule', type: 'string', maxLength: 255 },
    { name: 'weekly_hours', type: 'decimal', scale: 2, min: '0', max: '168' },
    { name: 'cost_center', type: 'string', maxLength: 100 },
    { name: 'job_description', type: 'text', maxLength: 5000 },
  ],
  access: infoAccess,
})

/**
 * A day of a person's timesheet (domain §3): start and end times are optional (§5). The person
 * keeps their own; holders of the time privilege keep everyone's; managers read their team's.
 */
export const timesheet = defineResource({
  name: 'timesheet',
  scope: 'customer',
  titleField: 'work_date',
  personalData: true,
  screens: [],
  defaultSort: '-work_date',
  uniqueTogether: [['person_id', 'work_date']],
  fields: [
    ...personOwner,
    { name: 'work_date', type: 'date', required: true, list: true, sort: true, filter: true },
    { name: 'start_time', type: 'string', pattern: 'time', maxLength: 5, list: true },
    { name: 'end_time', type: 'string', pattern: 'time', maxLength: 5, list: true, rules: [{ kind: 'afterOrEqual', other: 'start_time', message: 'validation.end_time_after_start' }] },
    // Hours of one day: 0 to 24 (the column would take 9999.99, and PostgreSQL refuse more naming no field).
    { name: 'total_hours', type: 'decimal', scale: 2, min: '0', max: '24', list: true, derivedFrom: ['start_time', 'end_time'] },
    { name: 'overtime_hours', type: 'decimal', scale: 2, min: '0', max: '24', list: true },
    { name: 'absence_hours', type: 'decimal', scale: 2, min: '0', max: '24', list: true },
    { name: 'absence_reason', type: 'string', maxLength: 255, list: true },
    { name: 'notes', type: 'text', maxLength: 2000 },
  ],
  access: {
    // A reporting manager and data managers see their team's days (issue 13); the time privilege keeps everyone's.
    list: { anyOf: ['self', 'reports', 'data_manager', { privilege: 'time' }] },
    show: { anyOf: ['self', 'reports', 'data_manager', { privilege: 'time' }] },
    create: { anyOf: ['self', { privilege: 'time' }] },
    update: { anyOf: ['self', { privilege: 'time' }] },
    delete: { anyOf: ['self', { privilege: 'time' }] },
  },
})
