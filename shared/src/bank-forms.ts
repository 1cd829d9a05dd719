/**
 * Dynamic bank form (domain §3): which bank-account fields a bank country asks for, in which order.
 * Each definition lists fields (key, default, enabled, options, required) and the beneficiary /
 * details / address orders. The form renders `bankFormFor(country)`; the catalogue turns the
 * `required` marks into requiredWhen rules, so the API and the form refuse the same records.
 */
export interface BankFormField {
  key: string
  default?: string | null
  enabled: boolean
  required?: boolean
  options?: string[]
}

export interface BankFormDefinition {
  fields: BankFormField[]
  beneficiaryOrder: string[]
  detailsOrder: string[]
  addressOrder: string[]
}

export type BankFormSectionName = 'beneficiary' | 'details' | 'address'
export interface BankFormSection { name: BankFormSectionName; fields: BankFormField[] }

/** Chosen outside the dynamic form (country, currency) or not part of our records at all. */
export const BANK_FORM_EXCLUDED_KEYS = ['entity_type', 'bank_country_code', 'account_currency', 'payment_method', 'local_clearing_system'] as const

const on = (key: string, extra: Partial<BankFormField> = {}): BankFormField => ({ key, enabled: true, ...extra })
const off = (key: string): BankFormField => ({ key, enabled: false })

/** Keys that come from upstream bank schemas; listed so the exclusion is explicit, never rendered. */
const upstreamKeys: BankFormField[] = [
  on('entity_type', { options: ['PERSONAL', 'COMPANY'], default: 'PERSONAL' }),
  on('bank_country_code'), on('account_currency'),
  on('payment_method', { options: ['LOCAL', 'SWIFT'], default: 'LOCAL' }),
  on('local_clearing_system'),
]

const beneficiaryOrder = ['account_holder', 'holder_local_name', 'account_type']
const addressOrder = ['holder_address', 'bank_address']
const detailsOrder = [
  'bank_name', 'bank_local_name', 'branch', 'branch_local_name', 'account_number', 'iban', 'swift_bic',
  'sort_code', 'routing_number', 'ifsc', 'clabe', 'union_pay', 'bank_code', 'branch_code',
]

const base = (fields: BankFormField[], order: Partial<Pick<BankFormDefinition, 'detailsOrder' | 'beneficiaryOrder'>> = {}): BankFormDefinition => ({
  fields: [...upstreamKeys, on('account_holder', { required: true }), on('holder_local_name'), on('holder_address'), on('bank_address'), ...fields],
  beneficiaryOrder: order.beneficiaryOrder ?? beneficiaryOrder,
  detailsOrder: order.detailsOrder ?? detailsOrder,
  addressOrder,
})

/** Countries without a specific definition: every general field, nothing country-specific required. */
export const DEFAULT_BANK_FORM: BankFormDefinition = base([
  on('account_number'), on('account_type'), on('bank_name'), on('bank_local_name'), on('branch'), on('branch_local_name'),
  on('iban'), on('swift_bic'), on('bank_code'), on('branch_code'),
  off('sort_code'), off('routing_number'), off('ifsc'), off('clabe'), off('union_pay'),
])

const iban = base([on('bank_name'), on('iban', { required: true }), on('swift_bic', { required: true })], {
  detailsOrder: ['iban', 'swift_bic', 'bank_name'],
})

const asian = base([
  on('bank_name', { required: true }), on('account_number', { required: true }), on('bank_code', { required: true }),
  on('branch_code'), on('swift_bic'),
], { detailsOrder: ['bank_name', 'bank_code', 'branch_code', 'account_number', 'swift_bic'] })

export const BANK_FORMS: Record<string, BankFormDefinition> = {
  GB: base([on('bank_name'), on('sort_code', { required: true }), on('account_number', { required: true })], {
    detailsOrder: ['sort_code', 'account_number', 'bank_name'],
  }),
  US: base([
    on('bank_name'), on('routing_number', { required: true }), on('account_number', { required: true }),
    on('account_type', { options: ['checking', 'savings'], default: 'checking' }),
  ], { detailsOrder: ['routing_number', 'account_number', 'bank_name'] }),
  IN: base([on('bank_name'), on('branch'), on('ifsc', { required: true }), on('account_number', { required: true })], {
    detailsOrder: ['ifsc', 'account_number', 'bank_name', 'branch'],
  }),
  MX: base([on('bank_name'), on('clabe', { required: true })], { detailsOrder: ['clabe', 'bank_name'] }),
  CN: base([
    on('bank_name', { required: true }), on('bank_local_name'), on('branch'), on('branch_local_name'),
    on('union_pay', { required: true }),
  ], { detailsOrder: ['union_pay', 'bank_name', 'bank_local_name', 'branch', 'branch_local_name'] }),
  ...Object.fromEntries(['AT', 'BE', 'CH', 'DE', 'DK', 'ES', 'FI', 'FR', 'IE', 'IT', 'LU', 'NL', 'NO', 'PL', 'PT', 'SE'].map((c) => [c, iban])),
  ...Object.fromEntries(['SG', 'HK', 'MY', 'PH', 'TH', 'VN'].map((c) => [c, asian])),
}

export const bankFormDefinition = (country?: string | null): BankFormDefinition =>
  BANK_FORMS[String(country ?? '').toUpperCase()] ?? DEFAULT_BANK_FORM

/** The ordered sections of enabled fields the bank form shows for a bank country. */
export function bankFormFor(country?: string | null): BankFormSection[] {
  const def = bankFormDefinition(country)
  const excluded = new Set<string>(BANK_FORM_EXCLUDED_KEYS)
  const byKey = new Map(def.fields.filter((f) => f.enabled && !excluded.has(f.key)).map((f) => [f.key, f]))
  const section = (name: BankFormSectionName, order: string[]): BankFormSection => ({
    name, fields: order.map((k) => byKey.get(k)).filter((f): f is BankFormField => !!f),
  })
  return [
    section('beneficiary', def.beneficiaryOrder),
    section('details', def.detailsOrder),
    section('address', def.addressOrder),
  ]
}

/** For each field, the bank countries whose definition requires it (the catalogue's requiredWhen rules). */
export function bankRequiredCountries(): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const [country, def] of Object.entries(BANK_FORMS)) {
    for (const f of def.fields) {
      // account_holder is required by the catalogue for every country already.
      if (!f.enabled || !f.required || f.key === 'account_holder') continue
      ;(out[f.key] ??= []).push(country)
    }
  }
  return out
}
