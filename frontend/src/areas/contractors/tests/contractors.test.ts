import { describe, expect, it } from 'vitest'
import { contractActions, contractorUrl, contractUrl, contractTabs, CONTRACTOR_TABS, tabOf } from '../contract-logic'
import { areaContractTabs } from '../../registry'
import { formatMoney } from '../../../components/formats'
import { personPath } from '../../../pages/people/list/list-query'

describe('contractor pages (shell §2.1)', () => {
  it('maps tabs to URLs and back', () => {
    expect(contractorUrl(7)).toBe('/people/contractor/7')
    expect(contractorUrl(7, 'invoice')).toBe('/people/contractor/7/invoice')
    expect(contractUrl(7, 3)).toBe('/people/contractor/7/contract/3')
    expect(contractUrl(7, 3, 'billing')).toBe('/people/contractor/7/contract/3/billing')
    expect(tabOf('/people/contractor/7', CONTRACTOR_TABS)).toBe('index')
    expect(tabOf('/people/contractor/7/invoice', CONTRACTOR_TABS)).toBe('invoice')
    expect(tabOf('/people/contractor/7/contract/3/timeoff', contractTabs(areaContractTabs()))).toBe('timeoff')
    expect(tabOf('/people/contractor/7/contract/3', contractTabs(areaContractTabs()))).toBe('index')
    expect(tabOf('/people/contractor/7/billing', CONTRACTOR_TABS)).toBeNull()
    expect(personPath(7, true, 'contractor')).toBe('/people/contractor/7')
    expect(personPath(7, true, 'staff')).toBe('/people/staff/7/system')
  })

  it('offers exactly the transitions of the shared workflow', () => {
    expect(contractActions('initiated')).toEqual(['proposed'])
    expect(contractActions('proposed')).toEqual(['signed'])
    expect(contractActions('signed')).toEqual(['stopped', 'expired'])
    expect(contractActions('stopped')).toEqual(['restart', 'expired'])
    expect(contractActions('expired')).toEqual([])
  })

  it('shows money with 2 decimals, grouped, without floats', () => {
    expect(formatMoney('6500.5', 'USD')).toBe('USD 6,500.50')
    expect(formatMoney('1200', 'JPY')).toBe('JPY 1,200.00')
    expect(formatMoney('12345678901234.99')).toBe('12,345,678,901,234.99')
    expect(formatMoney('1.125', 'KWD')).toBe('KWD 1.125')
    expect(formatMoney(null, 'USD')).toBe('')
  })
})
