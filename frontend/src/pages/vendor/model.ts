/**
 * The vendor portal's rows as its own endpoints answer them (backend/start/routes/vendor.ts); the
 * screens read and write them through Refine's hooks and the one data provider.
 */
export interface Partner {
  id: number; name: string; logo: string | null; domain: string | null; vendor_id: number; partner_vendor_id: number
  partnership_id: number; from_vendor_id: number; to_vendor_id: number; managed: boolean
}
export interface VendorUser {
  id: number; name: string; email: string; vendor_id: number; vendor_name: string | null; access_vendor_portal: boolean
  role: 'vendor_admin' | 'vendor_user'; is_active: boolean; invited: boolean
  customers: { id: number; name: string }[]; customer_ids: number[]
}
export interface VendorSettings {
  id: number; name: string; domain: string | null; logo: string | null; if_marco_link: boolean; is_primary: boolean
  countries: string[]; sso_enabled: boolean; sso_domains: string[]
  bi_workspace_id: string | null; bi_report_id: string | null; bi_dataset_id: string | null
}
export interface Named { id: number; name: string; email?: string; deleted_at?: string | null }
export interface Paged<T> { items: T[]; itemsTotal: number; nextPage: number | null }

/** The vendor portal's endpoints under /api. */
export const VENDOR_PORTAL = '/vendor-portal'

/** A catalogue resource read or written as a given vendor (the partner's pricebook tab). */
export const asVendor = (vendorId: number) => ({ 'X-Vendor-Id': String(vendorId) })
