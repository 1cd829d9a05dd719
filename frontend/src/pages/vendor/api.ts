import { API_URL, httpClient } from '../../providers/http'

/** Calls of the vendor area's bespoke endpoints (backend/start/routes/vendor.ts). */
export interface Paged<T> { items: T[]; itemsTotal: number; nextPage: number | null }
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
export interface Named { id: number; name: string; email?: string }

const V = `${API_URL}/vendor-portal`
const paging = (query: string, page: number, perPage: number) =>
  ({ query_string: query.trim() || undefined, 'external[page]': page, 'external[per_page]': perPage })
const data = <T>(p: Promise<{ data: T }>) => p.then((r) => r.data)

export const listPartners = (query = '', page = 1, perPage = 50) => data(httpClient.get<Paged<Partner>>(`${V}/partner`, { params: paging(query, page, perPage) }))
export const getPartner = (id: number) => data(httpClient.get<Partner>(`${V}/vendor/${id}`))

export const listVendorUsers = (query = '', page = 1, perPage = 50) => data(httpClient.get<Paged<VendorUser>>(`${V}/user`, { params: paging(query, page, perPage) }))
export const getVendorUser = (id: number) => data(httpClient.get<VendorUser>(`${V}/user/${id}`))
export const inviteVendorUser = (body: { name: string; email: string; vendor_id?: number; access_vendor_portal: boolean; customer_ids: number[] }) =>
  data(httpClient.post<VendorUser & { message: string }>(`${V}/user`, body))
export const updateVendorUser = (id: number, update: Partial<Pick<VendorUser, 'name' | 'access_vendor_portal' | 'is_active' | 'customer_ids'>>) =>
  data(httpClient.post<VendorUser>(`${V}/user/${id}`, { update_data: update }))
export const resendInvite = (id: number) => data(httpClient.post<{ message: string }>(`${V}/user/${id}/invite`))
export const deleteVendorUser = (id: number) => data(httpClient.delete(`${V}/user/${id}`))

export const getVendorSettings = () => data(httpClient.get<VendorSettings>(`${V}/setting`))
export const saveVendorSettings = (update: Partial<VendorSettings>) =>
  data(httpClient.post<VendorSettings & { message: string }>(`${V}/setting`, { update_data: update }))
export const deleteVendor = (name: string) => data(httpClient.delete(`${V}/setting`, { data: { name } }))

export const attachCustomerFiles = (id: number, files: { logo?: string | null; privacy_doc?: string | null }) =>
  data(httpClient.post(`${V}/customer/${id}/files`, files))
export const customerUsers = (id: number) => data(httpClient.get<Paged<Named>>(`${V}/customer/${id}/users`))
export const assignCustomerUsers = (id: number, userIds: number[]) => data(httpClient.post<Paged<Named>>(`${V}/customer/${id}/users`, { user_ids: userIds }))
export const deleteCustomer = (id: number, name: string) => data(httpClient.delete(`${API_URL}/customer/${id}`, { data: { name } }))
export const listCustomers = () => data(httpClient.get<Paged<Named>>(`${API_URL}/customer`, { params: { 'external[per_page]': 1000 } }))

/** A catalogue resource read or written as a given vendor (the partner's pricebook tab). */
export const asVendor = (vendorId: number) => ({ headers: { 'X-Vendor-Id': String(vendorId) } })
