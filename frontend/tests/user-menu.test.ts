import { describe, expect, it } from 'vitest'
import { headerWidgets, userMenuLinks } from '../src/components/user-menu'

describe('user menu and header widgets per role (shell §2.3)', () => {
  it('contractor-only: no account settings, no switcher, no search', () => {
    expect(userMenuLinks({ contractor_only: true, access_admin: false })).toEqual([])
    expect(headerWidgets({ contractor_only: true, employee_only: false })).toEqual({ companySwitcher: false, staffSearch: false })
  })
  it('employee-only: account settings and switcher, no search', () => {
    expect(userMenuLinks({ contractor_only: false, access_admin: false }).map((l) => l.path)).toEqual(['/account/setting'])
    expect(headerWidgets({ contractor_only: false, employee_only: true })).toEqual({ companySwitcher: true, staffSearch: false })
  })
  it('access_admin adds admin settings at /admin-setting/company-info', () => {
    expect(userMenuLinks({ contractor_only: false, access_admin: true }).map((l) => l.path))
      .toEqual(['/account/setting', '/admin-setting/company-info'])
    expect(headerWidgets({ contractor_only: false, employee_only: false })).toEqual({ companySwitcher: true, staffSearch: true })
  })
})
