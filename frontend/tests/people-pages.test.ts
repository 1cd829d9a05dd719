import { describe, expect, it } from 'vitest'
import { ACCESS_PRIVILEGES, type RoleSubject } from '@hr/shared'
import { initialListState, peopleListRequest, personPath, statusOptionsFor } from '../src/pages/people/list/list-query'
import { errorRows, progressOf } from '../src/pages/people/import/import-flow'
import { tabFromLocation, tabUrl, visibleTabs } from '../src/pages/people/detail/person-tabs'
import { accountChanges } from '../src/pages/people/tabs/system-logic'
import { countByFolder, docList } from '../src/pages/people/tabs/docs-logic'
import { countryOptions } from '../src/components/records/countries'

const params = (q: string) => Object.fromEntries(new URLSearchParams(q))

describe('people list requests (domain §2, §4)', () => {
  it('staff tab: staff list, default statuses Onboarding/Probation/Regular, non-EOR engagement, page size 50', () => {
    const { path, query } = peopleListRequest(initialListState('staff'))
    expect(path).toBe('/people/staff-list')
    expect(params(query)).toEqual({
      'external[page]': '1', 'external[per_page]': '50', 'filter[status]': 'onboarding,probation,regular',
      'filter[engagement_type]': 'internal,ic',
    })
  })
  it('EOR tab filters on engagement type eor; contractors use the contractor list with Active', () => {
    expect(params(peopleListRequest(initialListState('eor')).query)['filter[engagement_type]']).toBe('eor')
    const c = peopleListRequest(initialListState('contractor'))
    expect(c.path).toBe('/people/contractor-list')
    expect(params(c.query)['filter[status]']).toBe('active')
    expect(params(c.query)['filter[engagement_type]']).toBeUndefined()
  })
  it('search, countries, page and company are sent; an emptied status filter means every status of the tab', () => {
    const q = params(peopleListRequest({ ...initialListState('staff'), search: '  emma ', countries: ['SG', 'HK'], statuses: [], page: 3 }, 7).query)
    expect(q).toMatchObject({ company_id: '7', query_string: 'emma', 'filter[country]': 'SG,HK', 'external[page]': '3' })
    expect(q['filter[status]']).toBe(statusOptionsFor('staff').join(','))
  })
  it('statuses of the other tab are not sent (contractor statuses on the staff tab)', () => {
    const q = params(peopleListRequest({ ...initialListState('staff'), statuses: ['active', 'regular'] }).query)
    expect(q['filter[status]']).toBe('regular')
  })
  it('rows open the system tab for admins, personal info otherwise', () => {
    expect(personPath(5, true)).toBe('/people/staff/5/system')
    expect(personPath(5, false)).toBe('/people/staff/5/personal')
  })
})

describe('CSV import progress and errors', () => {
  it('moves through uploading → validating → writing → done', () => {
    expect(progressOf('uploading', 60)).toMatchObject({ percent: 20, current: 0, status: 'active' })
    expect(progressOf('validating', 100).current).toBe(1)
    expect(progressOf('writing', 0).current).toBe(2)
    expect(progressOf('done', 0)).toMatchObject({ percent: 100, current: 3, status: 'success' })
    expect(progressOf('failed', 0).status).toBe('exception')
  })
  it('lists file-level errors first, then every row and field in row order', () => {
    const rows = errorRows([
      { row: 6, field: 'work_email', message: 'Email already exists in system.' },
      { row: 3, field: 'name', message: 'Name is required.' },
      { field: 'file', message: 'Please upload a valid csv file.' },
      { row: 3, field: 'start_date', message: 'bad date' },
    ])
    expect(rows.map((r) => `${r.row ?? '-'}:${r.field}`)).toEqual(['-:file', '3:name', '3:start_date', '6:work_email'])
    expect(new Set(rows.map((r) => r.key)).size).toBe(4)
    expect(errorRows(undefined)).toEqual([])
  })
})

const subject = (over: Partial<RoleSubject> = {}): RoleSubject => ({
  id: 10, role: 'staff', customer_id: 1, person_id: 100, is_employee: true, ...over,
} as RoleSubject)
const allPrivileges = Object.fromEntries(ACCESS_PRIVILEGES.map((p) => [`access_${p}`, true]))

describe('person tabs per viewer', () => {
  it('an HR admin sees every tab of another person, system included', () => {
    const tabs = visibleTabs(subject({ is_manager: true, ...allPrivileges }), { id: 200, user_id: 20 }, false)
    expect(tabs).toContain('system')
    expect(tabs).toContain('bank')
    expect(tabs[0]).toBe('personal')
  })
  it('an employee in their own view sees their tabs but not system or manage-country', () => {
    const tabs = visibleTabs(subject(), { id: 100, user_id: 10 }, true)
    expect(tabs).toEqual(expect.arrayContaining(['personal', 'bank', 'docs']))
    expect(tabs).not.toContain('system')
    expect(tabs).not.toContain('manage-country')
  })
  it('an employee sees no tab of a colleague', () => {
    expect(visibleTabs(subject(), { id: 200, user_id: 20 }, false)).toEqual([])
  })
  it('people-list viewers without the bank privilege do not get the bank tab', () => {
    const tabs = visibleTabs(subject({ is_manager: true, access_view_people_list: true, access_personal_info: true } as any), { id: 200, user_id: 20 }, false)
    expect(tabs).toContain('personal')
    expect(tabs).not.toContain('bank')
    expect(tabs).not.toContain('system')
  })
  it('insurance is HR\'s and the person\'s; a visa case also their reporting manager\'s', () => {
    const hr = visibleTabs(subject({ is_manager: true, ...allPrivileges }), { id: 200, user_id: 20 }, false)
    expect(hr).toEqual(expect.arrayContaining(['insurance', 'mobility']))
    const own = visibleTabs(subject(), { id: 100, user_id: 10 }, true)
    expect(own).toEqual(expect.arrayContaining(['insurance', 'mobility']))
    const manager = subject({ is_manager: true, is_employee: false, access_view_people_list: true, access_personal_info: true, report_person_ids: [200] } as any)
    const reports = visibleTabs(manager, { id: 200, user_id: 20, reporting_manager_id: 100 }, false)
    expect(reports).toContain('mobility')
    expect(reports).not.toContain('insurance')
  })
  it('a reporting manager without HR privileges gets no HR data tabs (their records would be refused)', () => {
    const manager = subject({ is_manager: true, is_employee: false, report_person_ids: [200] } as any)
    const reports = visibleTabs(manager, { id: 200, user_id: 20, reporting_manager_id: 100 }, false)
    expect(reports).toContain('personal')
    for (const tab of ['employment', 'work', 'manage-country', 'payroll']) expect(reports).not.toContain(tab)
    const hr = visibleTabs(subject({ is_manager: true, ...allPrivileges }), { id: 200, user_id: 20 }, false)
    expect(hr).toEqual(expect.arrayContaining(['employment', 'work', 'manage-country', 'payroll']))
    // One's own payslips and terms are readable: the tabs stay in /my-info.
    expect(visibleTabs(subject(), { id: 100, user_id: 10 }, true)).toEqual(expect.arrayContaining(['employment', 'work', 'payroll']))
  })
  it('reads the tab from the path, or from ?tab= on /my-info, and builds tab URLs', () => {
    expect(tabFromLocation('/people/staff/12/bank', '')).toBe('bank')
    expect(tabFromLocation('/people/staff/12/manage-country/', '')).toBe('manage-country')
    expect(tabFromLocation('/people/staff/12', '')).toBeNull()
    expect(tabFromLocation('/my-info', '?tab=docs')).toBe('docs')
    expect(tabUrl(12, 'docs', false)).toBe('/people/staff/12/docs')
    expect(tabUrl(12, 'docs', true)).toBe('/my-info?tab=docs')
  })
})

describe('system tab changes', () => {
  it('sends only what changed, privileges as access_<name> flags', () => {
    const before = { id: 1, name: 'A', email: 'a@x.test', is_manager: false, is_employee: true, access: { admin: false, bank_info: true } }
    expect(accountChanges(before, { email: ' a@x.test ', flags: ['is_employee'], privileges: ['bank_info'] })).toEqual({})
    expect(accountChanges(before, { email: 'b@x.test', flags: ['is_manager', 'is_employee'], privileges: ['admin'] }))
      .toEqual({ email: 'b@x.test', is_manager: true, access_admin: true, access_bank_info: false })
  })
  it('never sends privileges the API did not show', () => {
    expect(accountChanges({ id: 1, name: 'A', email: 'a@x.test' }, { privileges: ['admin'] })).toEqual({})
  })
})

describe('documents and uploads', () => {
  it('files every uploaded file into one folder of one person', () => {
    const list = docList(4, 'work', 'admin', [{ file_key: 'doc/a.pdf', file_url: 'doc/a.pdf', file_name: 'a.pdf', file_type: 'pdf' }])
    expect(list).toEqual([{ person_id: 4, doc_type: 'work', access_control: 'admin', file_name: 'a.pdf', file_type: 'pdf', file_url: 'doc/a.pdf' }])
    expect(countByFolder([{ doc_type: 'work' }, { doc_type: 'work' }, { doc_type: 'payslip' }])).toMatchObject({ work: 2, payslip: 1, others: 0 })
  })
  it('offers the ISO countries by name, without region groupings', () => {
    const options = countryOptions('en')
    expect(options.length).toBeGreaterThan(240)
    expect(options.find((o) => o.value === 'SG')?.label).toBe('Singapore (SG)')
    expect(options.some((o) => o.value === 'EU' || o.value === 'UN')).toBe(false)
  })
})
