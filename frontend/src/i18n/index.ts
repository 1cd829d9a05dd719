import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { COOKIE_NAMES, FALLBACK_LANGUAGE, ONE_YEAR_SECONDS, isSupportedLanguage, mergeLocaleFragments, type LocaleTree } from '@hr/shared'
import { applyLocaleData } from './locale-data'

/**
 * English is the fallback for every missing key: its core fragment (shell, auth, validation,
 * messages) ships in the main bundle, enough for the public pages; the rest of English loads with
 * the app (loadAppCatalogue). The other catalogues under locales/ are fetched only when a user
 * picks that language.
 */
type Fragment = { default: LocaleTree }
const coreEnglish = import.meta.glob<Fragment>('../../../locales/en/core.json', { eager: true })
const en = mergeLocaleFragments(Object.entries(coreEnglish).map(([path, mod]) => [path, mod.default]))
const restOfEnglish = import.meta.glob<Fragment>(['../../../locales/en/*.json', '!../../../locales/en/core.json'])
const lazyFragments = import.meta.glob<Fragment>(['../../../locales/*/*.json', '!../../../locales/en/*.json'])

/** i18next has its store (initI18n may still be running when the app's chunks are fetched early). */
const initialised = () => i18next.isInitialized
  ? Promise.resolve()
  : new Promise<void>((resolve) => { i18next.on('initialized', () => resolve()) })

let appCatalogue: Promise<void> | undefined
/** The English fragments beyond core, merged in before the app renders (Root loads it beside App.tsx). */
export function loadAppCatalogue(): Promise<void> {
  appCatalogue ??= Promise.all(Object.entries(restOfEnglish).map(async ([p, load]) => [p, (await load()).default] as [string, LocaleTree]))
    .then(async (fragments) => {
      await initialised()
      i18next.addResourceBundle('en', 'translation', mergeLocaleFragments(fragments), true, false)
    })
    .catch((error: unknown) => { appCatalogue = undefined; throw error })
  return appCatalogue
}

/** A language's fragments (locales/<lng>/*.json) fetched together, or undefined when it has none. */
function catalogueLoader(lng: string) {
  const paths = Object.keys(lazyFragments).filter((p) => p.startsWith(`../../../locales/${lng}/`))
  if (!paths.length) return undefined
  return async () => ({
    default: mergeLocaleFragments(await Promise.all(paths.map(async (p) => [p, (await lazyFragments[p]()).default] as [string, LocaleTree]))),
  })
}

function savedLanguage(): string {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE_NAMES.locale}=`))
  const lng = entry?.split('=')[1]
  return lng && isSupportedLanguage(lng) && (lng === FALLBACK_LANGUAGE || catalogueLoader(lng)) ? lng : FALLBACK_LANGUAGE
}

export async function changeLanguage(lng: string) {
  const load = catalogueLoader(lng)
  // The language's text and its formats (antd strings, month names, direction) arrive together.
  const [catalogue] = await Promise.all([load && !i18next.hasResourceBundle(lng, 'translation') ? load() : undefined, applyLocaleData(lng)])
  if (catalogue) i18next.addResourceBundle(lng, 'translation', catalogue.default)
  document.cookie = `${COOKIE_NAMES.locale}=${lng}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`
  await i18next.changeLanguage(lng)
}

export async function initI18n() {
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  })
  const lng = savedLanguage()
  if (lng !== FALLBACK_LANGUAGE) await changeLanguage(lng).catch(() => undefined)
}
