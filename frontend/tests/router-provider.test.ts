import { describe, expect, it } from 'vitest'
import { navigationStands } from '../src/providers/router-provider'

describe('router provider: a page the user left does not write the address back', () => {
  it('drops an address write (no destination) from a page that is no longer the current one', () => {
    // The people list, still on screen while the next page loads, writes its page size.
    expect(navigationStands({ type: 'replace' }, '/people', '/superadmin/account')).toBe(false)
    expect(navigationStands({ type: 'push' }, '/people', '/people/12')).toBe(false)
  })

  it('keeps the current page\'s own address writes', () => {
    expect(navigationStands({ type: 'replace' }, '/people', '/people')).toBe(true)
  })

  it('keeps every navigation that names where it goes, and link building', () => {
    expect(navigationStands({ to: '/people', type: 'push' }, '/superadmin/account', '/somewhere')).toBe(true)
    expect(navigationStands({ type: 'path' }, '/people', '/superadmin/account')).toBe(true)
  })
})

describe('router provider: paths compared as the user sees them', () => {
  it('treats a percent-encoded and a plain path as one page', () => {
    expect(navigationStands({ type: 'replace' }, '/documents/résumé', '/documents/r%C3%A9sum%C3%A9')).toBe(true)
  })
})
