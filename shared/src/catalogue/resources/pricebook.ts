import { defineResource, vendorAdminManaged } from '../define.js'
import type { FieldDef } from '../types.js'

// Prices, fees, charges and deposits are what a customer pays: never below zero; so are rates.
const money = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, type: 'money', currencyField: 'currency', min: '0', ...extra })
const rate = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, type: 'decimal', scale: 4, min: '0', ...extra })

/**
 * A vendor's price list, for all its customers or one (domain §3 "Pricebook"). Amounts are money
 * in the pricebook's currency (integer minor units in the database); rates are exact decimals.
 */
export const pricebook = defineResource({
  name: 'pricebook',
  scope: 'vendor',
  titleField: 'name',
  defaultSort: 'name',
  icon: 'dollar',
  placement: 'vendor-setting',
  fields: [
    { name: 'vendor_id', type: 'reference', reference: { resource: 'vendor', labelField: 'name' }, readOnly: true },
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sort: true, search: true },
    { name: 'customer_id', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, list: true, filter: true },
    { name: 'currency', type: 'string', pattern: 'currency', required: true, maxLength: 3, list: true, filter: true },
    { name: 'fee_type', type: 'enum', enum: ['fix_fee', 'percentage'], required: true, default: 'fix_fee', list: true },
    money('fix_fee', { list: true, visibleWhen: { fee_type: 'fix_fee' }, rules: [{ kind: 'requiredWhen', when: { fee_type: 'fix_fee' }, message: 'validation.fix_fee_required' }] }),
    rate('percentage_rate', { list: true, visibleWhen: { fee_type: 'percentage' }, rules: [{ kind: 'requiredWhen', when: { fee_type: 'percentage' }, message: 'validation.percentage_required' }] }),
    money('minimum_charge'),
    money('max_charge', { rules: [{ kind: 'notLessThan', other: 'minimum_charge', message: 'validation.max_below_min' }] }),
    money('onboarding_fee'),
    money('offboarding_fee'),
    money('visa_fee'),
    { name: 'deposit_type', type: 'enum', enum: ['months', 'fixed'] },
    { name: 'deposit_months', type: 'integer', visibleWhen: { deposit_type: 'months' }, rules: [{ kind: 'requiredWhen', when: { deposit_type: 'months' }, message: 'validation.deposit_months_required' }] },
    money('deposit_amount', { visibleWhen: { deposit_type: 'fixed' }, rules: [{ kind: 'requiredWhen', when: { deposit_type: 'fixed' }, message: 'validation.deposit_amount_required' }] }),
    rate('exchange_markup_rate'),
    rate('currency_surcharge_rate'),
    { name: 'vat_model', type: 'enum', enum: ['none', 'service_only', 'full'], required: true, default: 'none' },
    rate('vat_rate', { visibleWhen: { vat_model: ['service_only', 'full'] }, rules: [{ kind: 'requiredWhen', when: { vat_model: ['service_only', 'full'] }, message: 'validation.vat_rate_required' }] }),
    money('sell_price', { list: true }),
    money('buy_price'),
  ],
  // A vendor's prices: its admins (and those of the vendor that created and manages it) change them, never a partner's.
  access: vendorAdminManaged,
})
