/**
 * Business constants both sides must agree on (spec: shell §9, domain §9).
 * Kept in one module so a change here moves the API and the UI together.
 */
export const LIST_PAGE_SIZE = 50
export const DROPDOWN_PAGE = 1
export const DROPDOWN_PAGE_SIZE = 1000
/**
 * A page size above this is clamped: the dropdown size is the largest page the API serves.
 * @alias of DROPDOWN_PAGE_SIZE: two names for two rules that agree on one number.
 */
export const MAX_PAGE_SIZE = DROPDOWN_PAGE_SIZE

export const SEARCH_DEBOUNCE_MS = 300
export const FETCH_MIN_DELAY_MS = 200
export const DROPDOWN_SEARCH_THRESHOLD = 10

export const DEFAULT_MODAL_WIDTH = 550
export const PRIVACY_MODAL_WIDTH = 1200
export const TOAST_DURATION_MS = 4000

export const LOADING_BAR = { durationMs: 5000, throttleMs: 200, hideDelayMs: 500, tickMs: 100, heightPx: 3 } as const
export const CHUNK_RELOAD_GUARD_MS = 60_000

export const SIDEBAR_WIDTH_PX = 260
export const SIDEBAR_CONDENSED_WIDTH_PX = 71
export const SEARCH_RESULT_MAX_HEIGHT_PX = 520
export const VENDOR_LIST_MAX_HEIGHT = '24rem'
export const CONTENT_MAX_WIDTH_PX = 1482
export const BREAKPOINTS_PX = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const

export const VISIBLE_LANGUAGES = ['en', 'zh', 'th', 'vi'] as const
export const FALLBACK_LANGUAGE = 'en'

/** One year, in seconds: cookies and the auth token share this lifetime. */
export const ONE_YEAR_SECONDS = 31_536_000
export const COOKIE_NAMES = {
  authToken: 'auth_token',
  /** Readable by page script, holding no secret: a session cookie exists (issue 43 §9). */
  sessionHint: 'signed_in',
  isVendorPortal: 'is_vendor_portal',
  isAdminPortal: 'is_admin_portal',
  customerId: 'customer_id',
  vendorId: 'vendor_id',
  locale: 'i18n_redirected',
} as const
/** Header alternative to the customer_id / vendor_id cookies, for API clients that do not keep cookies. */
export const TENANT_HEADERS = { customerId: 'x-customer-id', vendorId: 'x-vendor-id' } as const

export const PASSWORD_MIN_LENGTH = 8
export const IMPORT_MAX_ITEMS = 1000
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024
export const CONTRACT_STOP_NOTICE_MIN_DAYS = 7

export const DATE_FORMAT = 'DD MMM YYYY'
export const DATE_TIME_FORMAT = 'HH:mm, DD MMM YYYY'
/** Wire format of plain dates: ISO calendar date, no time zone. */
export const API_DATE_FORMAT = 'YYYY-MM-DD'

export const DEMO_PASSWORD = 'Demo@12345'

/**
 * The 23 interface languages (domain §1, issue 17); English is the fallback for any text a
 * language lacks. Folder names under locales/ and the values of the i18n_redirected cookie and of
 * users.lang. The header switcher offers VISIBLE_LANGUAGES first (shell §5), then the rest.
 */
export const SUPPORTED_LANGUAGES = [
  'en', 'zh', 'zh-tw', 'ja', 'ko', 'th', 'vi', 'id', 'ms', 'fil', 'hi',
  'ar', 'he', 'fr', 'de', 'es', 'pt', 'it', 'nl', 'pl', 'ru', 'tr', 'sv',
] as const
export type Language = (typeof SUPPORTED_LANGUAGES)[number]

/** Each language by its own name, as a speaker looks for it in a list. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English', zh: '简体中文', 'zh-tw': '繁體中文', ja: '日本語', ko: '한국어', th: 'ไทย', vi: 'Tiếng Việt',
  id: 'Bahasa Indonesia', ms: 'Bahasa Melayu', fil: 'Filipino', hi: 'हिन्दी', ar: 'العربية', he: 'עברית',
  fr: 'Français', de: 'Deutsch', es: 'Español', pt: 'Português', it: 'Italiano', nl: 'Nederlands',
  pl: 'Polski', ru: 'Русский', tr: 'Türkçe', sv: 'Svenska',
}

/** Languages written right to left: the document direction and antd's `direction` follow. */
export const RTL_LANGUAGES: readonly Language[] = ['ar', 'he']

export const isSupportedLanguage = (lng: string): lng is Language => (SUPPORTED_LANGUAGES as readonly string[]).includes(lng)
export const textDirection = (lng: string): 'rtl' | 'ltr' => ((RTL_LANGUAGES as readonly string[]).includes(lng) ? 'rtl' : 'ltr')

/** The BCP 47 tag Intl and dayjs know a language by (zh-tw is Traditional Chinese as used in Taiwan). */
export const intlLocale = (lng: string): string => (lng === 'zh' ? 'zh-CN' : lng === 'zh-tw' ? 'zh-TW' : lng)
