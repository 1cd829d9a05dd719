import type { ResourceDef } from './types.js'
import { customer } from './resources/customer.js'
import { vendor } from './resources/vendor.js'
import { people } from './resources/people.js'
import { logs } from './resources/logs.js'
import { ssoDomain } from './resources/sso_domain.js'
import { leaveType } from './resources/leave_type.js'
import { publicHoliday } from './resources/public_holiday.js'
import { exchangeRate } from './resources/exchange_rate.js'
import { bankAccount, emergencyContact, passport } from './resources/person_records.js'
import { pricebook } from './resources/pricebook.js'
import { dataManager } from './resources/data_manager.js'
import { doc } from './resources/document.js'
import { countryRecord, employmentInfo, employmentRecord, expatRecord } from './resources/employment.js'
import { timesheet, workInfo } from './resources/work.js'
import { contractorContract } from './resources/contractor_contract.js'
import { dataItem, dataItemEntry, dataValue } from './resources/country_data.js'
import { payItem, companyPayItem, companyLeaveType } from './resources/pay_item.js'
import { businessEntity } from './resources/business_entity.js'
import { agreement } from './resources/agreement.js'
import { companyDoc } from './resources/company_doc.js'
import { companyBankAccount } from './resources/company_bank_account.js'
import { vendorService } from './resources/vendor_service.js'
import { customerPricebook } from './resources/customer_pricebook.js'
import { generatedResources } from './generated.js'

/** Every resource served by the generic API and screens. Adding one here mounts it on both sides. */
export const catalogue: readonly ResourceDef[] = [
  customer, vendor, people, logs, ssoDomain, leaveType, publicHoliday, exchangeRate, bankAccount, passport, emergencyContact,
  pricebook, dataManager, doc,
  payItem, companyPayItem, companyLeaveType,
  employmentInfo, employmentRecord, countryRecord, expatRecord, workInfo, timesheet, dataItem, dataItemEntry, dataValue, contractorContract,
  businessEntity, agreement, companyDoc, companyBankAccount, vendorService, customerPricebook,
  ...generatedResources,
]

const byName = new Map(catalogue.map((r) => [r.name, r]))

export function getResource(name: string): ResourceDef {
  const def = byName.get(name)
  if (!def) throw new Error(`Unknown resource ${name}`)
  return def
}

export * from './types.js'
export * from './define.js'
export { customer, vendor, people, logs, ssoDomain, leaveType, publicHoliday, exchangeRate, bankAccount, passport, emergencyContact, pricebook, dataManager, doc }
export { payItem, companyPayItem, companyLeaveType }
export { employmentInfo, employmentRecord, countryRecord, expatRecord, workInfo, timesheet, dataItem, dataItemEntry, dataValue }
export { contractorContract }
export { businessEntity, agreement, companyDoc, companyBankAccount, vendorService, customerPricebook }
export { AGREEMENT_STATUSES } from './resources/agreement.js'
