import vine from '@vinejs/vine'
import { DOMAIN_PATTERN } from '@hr/shared'
import { countryList } from '#services/countries'
import { kept } from '#resources/validator'

const id = () => vine.number().withoutDecimals().positive()
const name = () => vine.string().trim().minLength(1).maxLength(255)
const countryCodes = countryList().map((c) => c.code)

/** POST /api/vendor-portal/vendor (shell §7): a partner of the acting vendor. */
export const createPartnerValidator = vine.compile(vine.object({
  vendor_id: id().optional(),
  name: name(),
  logo: vine.string().trim().maxLength(500).optional().nullable(),
}))

/** POST /api/vendor-portal/vendor/{id} (shell §7). */
export const updatePartnerValidator = vine.compile(vine.object({
  vendor_id: id().optional(),
  partner_vendor_id: id().optional(),
  update_data: vine.object({
    name: kept(name()),
    logo: vine.string().trim().maxLength(500).optional().nullable(),
  }),
}))

export const partnershipValidator = vine.compile(vine.object({ from_vendor_id: id(), to_vendor_id: id() }))
export const partnershipUpdateValidator = vine.compile(vine.object({
  update_data: vine.object({ from_vendor_id: kept(id()), to_vendor_id: kept(id()) }),
}))

/** Vendor users (the Users tab): role vendor admin or vendor user, customer assignments. */
export const createVendorUserValidator = vine.compile(vine.object({
  name: name(),
  email: vine.string().trim().toLowerCase().email().maxLength(255),
  vendor_id: id().optional(),
  access_vendor_portal: vine.boolean().optional(),
  customer_ids: vine.array(id()).maxLength(1000).optional(),
  lang: vine.string().trim().toLowerCase().maxLength(10).optional(),
}))

export const updateVendorUserValidator = vine.compile(vine.object({
  update_data: vine.object({
    name: kept(name()),
    access_vendor_portal: kept(vine.boolean()),
    is_active: kept(vine.boolean()),
    customer_ids: vine.array(id()).maxLength(1000).optional(),
  }),
}))

export const confirmNameValidator = vine.compile(vine.object({ name: vine.string().trim().maxLength(255).optional() }))

const domain = vine.string().trim().toLowerCase().maxLength(255).regex(DOMAIN_PATTERN)

/** The acting vendor's own settings (vendor-info, country-list, sso-settings, bi-settings). */
export const vendorSettingsValidator = vine.compile(vine.object({
  update_data: vine.object({
    name: kept(name()),
    domain: domain.clone().optional().nullable(),
    logo: vine.string().trim().maxLength(500).optional().nullable(),
    if_marco_link: kept(vine.boolean()),
    countries: vine.array(vine.string().trim().toUpperCase().in(countryCodes)).maxLength(300).optional(),
    sso_enabled: kept(vine.boolean()),
    sso_domains: vine.array(domain.clone()).maxLength(100).optional(),
    bi_workspace_id: vine.string().trim().maxLength(100).optional().nullable(),
    bi_report_id: vine.string().trim().maxLength(100).optional().nullable(),
    bi_dataset_id: vine.string().trim().maxLength(100).optional().nullable(),
  }),
}))

export const customerFilesValidator = vine.compile(vine.object({
  logo: vine.string().trim().maxLength(500).optional().nullable(),
  privacy_doc: vine.string().trim().maxLength(500).optional().nullable(),
}))

export const customerUsersValidator = vine.compile(vine.object({ user_ids: vine.array(id()).maxLength(1000) }))
