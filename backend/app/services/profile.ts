import db from '@adonisjs/lucid/services/db'
import { catalogue, deriveRoles, permissionMatrix, ACCESS_PRIVILEGES, accessFlag, isAdmin, isVendor } from '@hr/shared'
import type User from '#models/user'
import { activeCustomerIds, allowedCustomerIds, allowedVendorIds, defaultCustomerId, loadPersonId, type Tenancy } from '#services/tenancy'
import { customerCountryQuery } from '#services/customer_currency'

const parseFile = (v: unknown) => {
  if (!v) return null
  try { return typeof v === 'string' ? JSON.parse(v) : v } catch { return null }
}

/**
 * The logged-in user as the shell reads it (shell §3 "User (logged in)"), with the roles and the
 * permission matrix derived by the shared code, so the UI shows exactly what the API will allow.
 * With the request's tenancy (profile/me), what it already read is not read again.
 */
export async function profileOf(user: User, tenancy: Tenancy | null = null) {
  if (!tenancy) await loadPersonId(user)
  const actingCustomerId = tenancy?.customerId
  const subject = user.roleSubject()
  const allowed = tenancy ? tenancy.customerIds : await allowedCustomerIds(user)
  const defaultCustomer = !isAdmin(subject) ? user.customerId ?? null
    : tenancy?.defaultCustomerId !== undefined ? tenancy.defaultCustomerId : await defaultCustomerId(allowed)
  const { person, vendor, country } = await companionRows(user, actingCustomerId ?? defaultCustomer)

  const flags = Object.fromEntries(ACCESS_PRIVILEGES.map((p) => [accessFlag(p), !!subject[accessFlag(p)]]))
  const iso = (code: string | null | undefined) => (code ? { iso_code: code } : null)
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    pic: user.pic,
    title: user.title,
    role: user.role,
    lang: user.lang,
    agree_privacy_time: user.agreePrivacyTime?.toUTC().toISO() ?? null,
    customer_id: user.customerId,
    vendor_id: user.vendorId,
    access_vendor_portal: user.accessVendorPortal,
    is_manager: user.isManager,
    is_employee: user.isEmployee,
    is_intern: user.isIntern,
    contractor_type: user.contractorType,
    ...flags,
    customer_list_active: tenancy?.activeCustomerIds ?? await activeCustomerIds(user),
    // The customer the API acts for while an admin has selected none (the switcher names it); a customer user's own.
    default_customer_id: defaultCustomer,
    // The country of the customer whose data is shown (the selected one, else the default): phone inputs start with its dial code.
    customer_country: country,
    // The vendors whose own rows this user writes as owner (the UI offers Edit only there, as the API allows).
    managed_vendor_ids: isVendor(subject) ? tenancy?.vendorIds ?? await allowedVendorIds(user) : [],
    vendor: vendor ? { id: Number(vendor.id), name: vendor.name, logo: vendor.logo } : null,
    platform_vendor_info: vendor
      ? {
          name: vendor.name,
          if_marco_link: vendor.if_marco_link === true || vendor.if_marco_link === 1,
          platform_terms_info: parseFile(vendor.platform_terms),
        }
      : null,
    person_id: person ? Number(person.id) : null,
    // The record-level rules the screens check with the shared can() ('data_manager', 'reports').
    managed_person_ids: user.managedPersonIds,
    report_person_ids: user.reportPersonIds,
    readable_report_ids: user.readableReportIds,
    shared_expense_report_ids: user.sharedExpenseReportIds,
    platform_email: person?.work_email ?? user.email,
    service_type: person?.service_type ?? null,
    engagement_type: person?.engagement_type ?? null,
    person_type: person?.type ?? null,
    profile_type: person?.profile_type ?? null,
    // The dashboard offers the onboarding steps while the person is still onboarding.
    person_status: person?.status ?? null,
    is_expat: person ? person.is_expat === true || person.is_expat === 1 : false,
    is_local: person ? person.is_local === true || person.is_local === 1 : true,
    host_is_local: null,
    country: iso(person?.country),
    region: person?.region ?? null,
    host_country: iso(person?.host_country),
    job_start_date: person?.start_date ?? null,
    roles: deriveRoles(subject),
    permissions: permissionMatrix(subject, catalogue),
  }
}

const PERSON_COLUMNS = ['id', 'work_email', 'service_type', 'engagement_type', 'type', 'profile_type', 'status', 'is_expat', 'is_local', 'country', 'region', 'host_country', 'start_date']
const VENDOR_COLUMNS = ['id', 'name', 'logo', 'if_marco_link', 'platform_terms']

/**
 * The user's person, the vendor they see (their own, their company's, else the platform's primary
 * one) and the country of the customer whose data is shown, in one statement: each would be a
 * round trip of its own, and a round trip costs more than these reads (issue 18 §3).
 */
async function companionRows(user: User, countryCustomerId: number | null) {
  const vendor = user.vendorId
    ? { sql: 'left join vendors as v on v.id = ?', bindings: [user.vendorId] }
    : { sql: 'left join vendors as v on v.id = coalesce(c.vendor_id, (select id from vendors where is_primary = ? and deleted_at is null order by id limit 1))', bindings: [true] }
  const row = await db.query().from((anchor) => anchor.select(db.raw('1 as one')).as('anchor'))
    .joinRaw('left join people as p on p.id = ?', [user.personId ?? -1])
    .joinRaw('left join customers as c on c.id = ?', [user.customerId ?? -1])
    .joinRaw(vendor.sql, vendor.bindings)
    .select([...PERSON_COLUMNS.map((c) => `p.${c} as p_${c}`), ...VENDOR_COLUMNS.map((c) => `v.${c} as v_${c}`)])
    .select(countryCustomerId ? customerCountryQuery(countryCustomerId).as('customer_country') : db.raw('null as customer_country'))
    .firstOrFail()
  const pick = (prefix: string, columns: string[]) =>
    row[`${prefix}id`] === null ? null : Object.fromEntries(columns.map((c) => [c, row[`${prefix}${c}`]])) as Record<string, any>
  return {
    person: pick('p_', PERSON_COLUMNS),
    vendor: pick('v_', VENDOR_COLUMNS),
    country: row.customer_country ? String(row.customer_country).toUpperCase() : null,
  }
}
