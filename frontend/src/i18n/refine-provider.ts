import type { I18nProvider } from '@refinedev/core'
import i18next from 'i18next'
import { changeLanguage } from './index'

/**
 * Refine's built-in components ask for their own keys (buttons.save, notifications.*...).
 * They are answered from the project's keys so each text exists once in locales/.
 */
const REFINE_KEYS: Record<string, string> = {
  'buttons.save': 'common.save',
  'buttons.cancel': 'common.cancel',
  'buttons.create': 'common.create',
  'buttons.edit': 'common.edit',
  'buttons.show': 'common.show',
  'buttons.delete': 'common.delete',
  'buttons.logout': 'auth.logout',
  'buttons.confirm': 'common.confirm_delete',
  'buttons.refresh': 'common.refresh',
  'buttons.list': 'common.list',
  'actions.list': 'common.list',
  'actions.create': 'common.create',
  'actions.edit': 'common.edit',
  'actions.show': 'common.show',
  'notifications.createSuccess': 'common.created',
  'notifications.editSuccess': 'common.saved',
  'notifications.deleteSuccess': 'common.deleted_success',
  'notifications.success': 'common.success',
  'notifications.error': 'common.error',
  'notifications.createError': 'common.error',
  'notifications.editError': 'common.error',
  'notifications.deleteError': 'common.error',
  'warnWhenUnsavedChanges': 'common.unsaved_changes',
  'pages.error.404': 'errors.page_not_found',
  'pages.error.backHome': 'errors.go_home',
}

export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) => {
    // Refine sometimes passes the default message in place of the options.
    const [opts, fallback] = typeof options === 'string' ? [undefined, options] : [options, defaultMessage]
    if (i18next.exists(key)) return String(i18next.t(key, opts))
    const alias = REFINE_KEYS[key]
    if (alias && i18next.exists(alias)) return String(i18next.t(alias, opts))
    return fallback ?? key
  },
  changeLocale: (lng) => changeLanguage(lng),
  getLocale: () => i18next.language,
}
