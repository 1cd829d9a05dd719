import type { Locale } from 'antd/es/locale'
import enUS from 'antd/es/locale/en_US'
import { intlLocale, setDisplayLanguage, textDirection } from '@hr/shared'

/**
 * What a language needs beyond its text (issue 17): antd's own strings (pagination, pickers,
 * empty states), dayjs's month and day names for 'DD MMM YYYY', the shared date helper's month
 * names, and the document's language and direction. Each language's data is its own chunk, fetched
 * when someone picks it; English is built in. antd has no Filipino pack: its strings stay English.
 */
const ANTD: Record<string, () => Promise<{ default: Locale }>> = {
  zh: () => import('antd/es/locale/zh_CN'), 'zh-tw': () => import('antd/es/locale/zh_TW'), ja: () => import('antd/es/locale/ja_JP'),
  ko: () => import('antd/es/locale/ko_KR'), th: () => import('antd/es/locale/th_TH'), vi: () => import('antd/es/locale/vi_VN'),
  id: () => import('antd/es/locale/id_ID'), ms: () => import('antd/es/locale/ms_MY'), hi: () => import('antd/es/locale/hi_IN'),
  ar: () => import('antd/es/locale/ar_EG'), he: () => import('antd/es/locale/he_IL'), fr: () => import('antd/es/locale/fr_FR'),
  de: () => import('antd/es/locale/de_DE'), es: () => import('antd/es/locale/es_ES'), pt: () => import('antd/es/locale/pt_BR'),
  it: () => import('antd/es/locale/it_IT'), nl: () => import('antd/es/locale/nl_NL'), pl: () => import('antd/es/locale/pl_PL'),
  ru: () => import('antd/es/locale/ru_RU'), tr: () => import('antd/es/locale/tr_TR'), sv: () => import('antd/es/locale/sv_SE'),
}

/** dayjs's name for each language's locale file (dayjs/locale/<name>.js). */
const DAYJS: Record<string, [name: string, load: () => Promise<unknown>]> = {
  zh: ['zh-cn', () => import('dayjs/locale/zh-cn')], 'zh-tw': ['zh-tw', () => import('dayjs/locale/zh-tw')],
  ja: ['ja', () => import('dayjs/locale/ja')], ko: ['ko', () => import('dayjs/locale/ko')], th: ['th', () => import('dayjs/locale/th')],
  vi: ['vi', () => import('dayjs/locale/vi')], id: ['id', () => import('dayjs/locale/id')], ms: ['ms', () => import('dayjs/locale/ms')],
  fil: ['tl-ph', () => import('dayjs/locale/tl-ph')], hi: ['hi', () => import('dayjs/locale/hi')], ar: ['ar', () => import('dayjs/locale/ar')],
  he: ['he', () => import('dayjs/locale/he')], fr: ['fr', () => import('dayjs/locale/fr')], de: ['de', () => import('dayjs/locale/de')],
  es: ['es', () => import('dayjs/locale/es')], pt: ['pt-br', () => import('dayjs/locale/pt-br')], it: ['it', () => import('dayjs/locale/it')],
  nl: ['nl', () => import('dayjs/locale/nl')], pl: ['pl', () => import('dayjs/locale/pl')], ru: ['ru', () => import('dayjs/locale/ru')],
  tr: ['tr', () => import('dayjs/locale/tr')], sv: ['sv', () => import('dayjs/locale/sv')],
}

/**
 * antd's own English, passed explicitly. Always a locale, never undefined: ConfigProvider wraps its
 * children in a LocaleProvider only when given one, so switching from none to one would remount the
 * whole app (its state and open toasts lost). The full pack, not a stub: some components (Table's
 * expand button) read their strings from the given locale without falling back to the default.
 */
const ENGLISH: Locale = enUS
let antdLocale: Locale = ENGLISH
const listeners = new Set<() => void>()

/** antd's strings for the language shown now. */
export const currentAntdLocale = () => antdLocale
/** The page's reading direction, as applyLocaleData last set it. */
export const currentDirection = (): 'rtl' | 'ltr' => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr')
export function onLocaleData(listener: () => void) {
  listeners.add(listener)
  return () => { listeners.delete(listener) }
}

/**
 * Fetches and applies a language's formats before its text is switched on, so nothing paints in
 * one language with the other's dates or direction. Arabic and Hebrew turn the page right to left.
 */
export async function applyLocaleData(lng: string) {
  // dayjs itself stays out of the login page's JS: the screens that format with it load it anyway.
  const [antd, { default: dayjs }] = await Promise.all([ANTD[lng]?.(), import('dayjs'), DAYJS[lng]?.[1]()])
  antdLocale = antd?.default ?? ENGLISH
  dayjs.locale(DAYJS[lng]?.[0] ?? 'en')
  setDisplayLanguage(lng)
  document.documentElement.lang = intlLocale(lng)
  document.documentElement.dir = textDirection(lng)
  for (const listener of listeners) listener()
}
