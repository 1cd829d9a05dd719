import { describe, expect, it } from 'vitest'
import { can, fieldVisible, getResource, mayChooseValue, restrictedValueViolations, type RoleSubject } from '@hr/shared'
import { toPayload } from '../src/screens/generic/form-values'
import { dataCloudBase, weekendDays } from '../src/pages/superadmin/data-cloud-paths'

const superadmin: RoleSubject = { id: 1, role: 'superadmin' }
const hrAdmin: RoleSubject = { id: 2, role: 'staff', is_manager: true, is_employee: true, customer_id: 1, access_admin: true, access_payroll: true }

describe('pay item categories only a superadmin may choose (domain §5)', () => {
  const category = getResource('company_pay_item').fields.find((f) => f.name === 'category')!

  it('the form offers the restricted categories to the superadmin only', () => {
    const offered = (user: RoleSubject) => category.enum!.filter((v) => mayChooseValue(user, category, v))
    expect(offered(superadmin)).toEqual(category.enum)
    expect(offered(hrAdmin)).not.toContain('ee_tax')
    expect(offered(hrAdmin)).not.toContain('ee_contribution')
    expect(offered(hrAdmin)).not.toContain('er_contribution')
    expect(offered(hrAdmin)).toContain('allowance')
  })

  it('the same rule yields the API refusal with its message key', () => {
    const def = getResource('company_pay_item')
    expect(restrictedValueViolations(hrAdmin, def, { category: 'er_contribution' })).toEqual([
      { field: 'category', rule: 'restricted', message: 'messages.pay_item_category_superadmin_only' },
    ])
    expect(restrictedValueViolations(hrAdmin, def, { category: 'bonus' })).toEqual([])
    expect(restrictedValueViolations(superadmin, def, { category: 'ee_tax' })).toEqual([])
  })

  it('the data cloud is the superadmin\'s; a customer\'s own items its admins\'', () => {
    expect(can(hrAdmin, 'create', 'pay_item')).toBe(false)
    expect(can(superadmin, 'create', 'pay_item')).toBe(true)
    expect(can(hrAdmin, 'create', 'company_pay_item')).toBe(true)
    expect(can({ id: 3, role: 'staff', is_employee: true, customer_id: 1 }, 'create', 'company_pay_item')).toBe(false)
  })
})

describe('pricebook form: fee-type specific fields', () => {
  const pricebook = getResource('pricebook')
  const field = (name: string) => pricebook.fields.find((f) => f.name === name)!

  it('shows the fixed fee or the percentage rate, deposit months or amount, and the VAT rate only with VAT', () => {
    expect(fieldVisible(field('fix_fee'), { fee_type: 'fix_fee' })).toBe(true)
    expect(fieldVisible(field('percentage_rate'), { fee_type: 'fix_fee' })).toBe(false)
    expect(fieldVisible(field('percentage_rate'), { fee_type: 'percentage' })).toBe(true)
    expect(fieldVisible(field('deposit_months'), { deposit_type: 'months' })).toBe(true)
    expect(fieldVisible(field('deposit_amount'), { deposit_type: 'months' })).toBe(false)
    expect(fieldVisible(field('vat_rate'), { vat_model: 'none' })).toBe(false)
    expect(fieldVisible(field('vat_rate'), { vat_model: 'full' })).toBe(true)
    expect(fieldVisible(field('name'), {})).toBe(true)
  })

  it('money travels as a decimal string, never a float', () => {
    expect(toPayload(pricebook, { name: 'P', currency: 'SGD', fee_type: 'fix_fee', fix_fee: '1234.50' }, 'create')).toEqual({
      name: 'P', currency: 'SGD', fee_type: 'fix_fee', fix_fee: '1234.50',
    })
  })
})

describe('data cloud helpers', () => {
  it('knows which data-cloud section a path is in', () => {
    expect(dataCloudBase('/superadmin/data-cloud')).toBe('/superadmin/data-cloud')
    expect(dataCloudBase('/superadmin/data-cloud-old/leave-type')).toBe('/superadmin/data-cloud-old')
    expect(dataCloudBase('/vendor/data-cloud/public-holiday')).toBe('/vendor/data-cloud')
  })

  it('names the weekend days of a policy (0 = Sunday)', () => {
    expect(weekendDays('6,0', 'en')).toBe('Saturday, Sunday')
    expect(weekendDays('5,6', 'en')).toBe('Friday, Saturday')
  })
})
