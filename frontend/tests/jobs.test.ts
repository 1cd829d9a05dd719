import { describe, expect, it } from 'vitest'
import { isActive, percentDone } from '../src/pages/jobs/job'
import { portalTabLabel, portalTabs } from '../src/components/portal'
import { pageTitleKeys } from '../src/routing/shell-routes'

describe('background jobs on the screens (issue 44)', () => {
  it('polls while a job is queued or running, not once it has finished', () => {
    expect(isActive({ state: 'queued' })).toBe(true)
    expect(isActive({ state: 'running' })).toBe(true)
    for (const state of ['completed', 'failed', 'cancelled'] as const) expect(isActive({ state })).toBe(false)
    expect(isActive(undefined)).toBe(false)
  })

  it('shows whole percents done, none while the total is unknown, never over 100', () => {
    expect(percentDone({ done: 0, total: 0 })).toBe(0)
    expect(percentDone({ done: 1, total: 3 })).toBe(33)
    expect(percentDone({ done: 2, total: 3 })).toBe(66)
    expect(percentDone({ done: 53, total: 53 })).toBe(100)
    expect(percentDone({ done: 60, total: 53 })).toBe(100)
  })

  it('the superadmin\'s Jobs tab is labelled by the jobs strings, and so is its page title', () => {
    const jobs = portalTabs('superadmin', { vendor_admin: false }).find((tab) => tab.path === '/superadmin/jobs')!
    expect(portalTabLabel('superadmin', jobs)).toBe('jobs.nav')
    expect(portalTabLabel('superadmin', { key: 'data_cloud', path: '/superadmin/data-cloud' })).toBe('shell.portal.superadmin_tabs.data_cloud')
    expect(pageTitleKeys('/superadmin/jobs')).toEqual(['shell.pages.superadmin_jobs', 'jobs.nav', 'shell.pages.superadmin'])
  })
})
