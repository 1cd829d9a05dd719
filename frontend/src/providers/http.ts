import axios, { type AxiosError } from 'axios'
import i18next from 'i18next'
import { SAME_ORIGIN_HEADERS } from './token'
import { toHttpError } from './errors'
import { API_URL, apiCallsStopped } from './api-fetch'

export { API_URL }

/**
 * Every API call of the app goes through this client: the base path, the session cookie's
 * same-origin mark and one error shape. The session's and public pages' few calls use apiFetch
 * (api-fetch.ts), the same without axios.
 */

export const httpClient = axios.create({ headers: { Accept: 'application/json', ...SAME_ORIGIN_HEADERS } })

httpClient.interceptors.request.use((config) => {
  // Signing out (api-fetch.ts): nothing more is sent; the page is about to reload onto the login page.
  if (apiCallsStopped()) throw new axios.CanceledError('signing out')
  // The API answers in the user's saved language, else this one (spec: Accept-Language).
  if (i18next.language) config.headers.set('Accept-Language', i18next.language)
  return config
})

httpClient.interceptors.response.use(
  (response) => response,
  (error: AxiosError) =>
    Promise.reject(
      toHttpError(error.response?.status, error.response?.data, i18next.t('messages.error_occurred_contact_admin')),
    ),
)
