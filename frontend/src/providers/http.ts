import axios, { type AxiosError } from 'axios'
import i18next from 'i18next'
import { readToken } from './token'
import { toHttpError } from './errors'

/** Every API call goes through this client: the base path, the Bearer token and one error shape. */
export const API_URL = '/api'

export const httpClient = axios.create({ headers: { Accept: 'application/json' } })

httpClient.interceptors.request.use((config) => {
  const token = readToken()
  if (token) config.headers.set('Authorization', `Bearer ${token}`)
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
